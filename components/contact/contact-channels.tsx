import { Icon } from "@/components/ui/icon";
import { company, links } from "@/lib/catalogue/company";
import type { ContactTexts } from "@/lib/i18n/messages/en/contact-texts";
import type { IconName } from "@/lib/catalogue/icons";
import { fill } from "@/lib/i18n/fill";

interface Channel {
  title: string;
  detail: string;
  note: string;
  href: string;
  icon: IconName;
  /** Chat and maps leave the site: a new tab keeps the visitor's form. */
  external: boolean;
}

/** The four channels in a language: `weekdays` is the first line of the business hours, `inquiries` the reply time. */
function channelsIn(texts: ContactTexts["channels"], weekdays: { days: string; hours: string }, inquiries: string): Channel[] {
  return [
    {
      title: texts.email,
      detail: company.email,
      note: fill(texts.emailNote, { time: inquiries }),
      href: links.mail,
      icon: "mail",
      external: false,
    },
    {
      title: texts.call,
      detail: company.phone.display,
      note: `${weekdays.days}, ${weekdays.hours}`,
      href: links.tel,
      icon: "phone",
      external: false,
    },
    {
      title: texts.whatsapp,
      detail: company.phone.display,
      note: texts.whatsappNote,
      href: links.chat,
      icon: "message-circle",
      external: true,
    },
    { title: texts.visit, detail: company.address.locality, note: texts.visitNote, href: links.maps, icon: "map-pin", external: true },
  ];
}

/** The four ways to reach the team, each one whole card a link. */
export function ContactChannels({
  texts,
  weekdays,
  inquiries,
}: {
  texts: ContactTexts["channels"];
  weekdays: { days: string; hours: string };
  inquiries: string;
}) {
  return (
    <section aria-labelledby="channels-heading" className="px-4 sm:px-6">
      <h2 id="channels-heading" className="sr-only">
        {texts.heading}
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {channelsIn(texts, weekdays, inquiries).map((channel) => (
          <li key={channel.title}>
            <a
              href={channel.href}
              {...(channel.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md motion-safe:hover:-translate-y-0.5 lg:flex-col lg:gap-0 lg:p-6 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-500"
            >
              <span className="icon-tile tint-indigo h-11 w-11">
                <Icon name={channel.icon} className="h-6 w-6" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-lg font-semibold text-ink group-hover:text-indigo-700 lg:mt-4 dark:group-hover:text-indigo-300">
                  {channel.title}
                </span>
                <span className="mt-1 font-medium break-words text-slate-700 dark:text-slate-200">{channel.detail}</span>
                <span className="mt-2 text-sm text-slate-600 dark:text-slate-400">{channel.note}</span>
              </span>
              {channel.external ? <span className="sr-only">{texts.newTab}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

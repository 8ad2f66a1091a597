import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/catalogue/icons";

/** What a missing post or resource shows: an icon, its h1, one sentence and the way back to its list. */
export function NotFoundNotice({
  icon,
  title,
  text,
  back,
}: {
  icon: IconName;
  title: string;
  text: string;
  back: { href: string; label: string };
}) {
  return (
    <div className="px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-xl text-center">
        <Icon name={icon} className="mx-auto h-12 w-12 text-slate-500 dark:text-slate-400" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8">
          <ButtonLink href={back.href}>{back.label}</ButtonLink>
        </div>
      </div>
    </div>
  );
}

import { Icon } from "@/components/ui/icon";
import { LogoMark } from "@/components/brand/logo-mark";
import { addressLine, company, links, socialLinks } from "@/lib/catalogue/company";
import { footerQuickLinkPaths, legalLinkPaths, serviceNavigationPaths } from "@/lib/catalogue/navigation";
import { fill } from "@/lib/i18n/fill";
import { linksIn } from "@/lib/i18n/links";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { PartnerMarquee } from "./partner-marquee";

type FooterLink = { name: string; path: string };

function LinkList({ items, className }: { items: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.path}>
          <a href={item.path} className="link-quiet">
            {item.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ id, title, items }: { id: string; title: string; items: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <LinkList items={items} className="mt-4 space-y-2 text-sm" />
    </nav>
  );
}

/**
 * The footer below the newsletter: the partners, the link columns, the contact details and the
 * legal line. Nothing in it changes after load, so it is rendered on the server only and kept by
 * the browser as sent (footer-body.client.tsx): it travels once, in the HTML.
 */
export function FooterBodyContent({ locale }: { locale: Locale }) {
  const year = new Date().getFullYear();
  const { shell, navigation } = textsFor(locale);
  const texts = shell.footer;

  return (
    <>
      <div className="mt-12">
        <PartnerMarquee title={texts.partners} logoAlt={texts.logo} />
      </div>

      <div className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <a href={localePath(locale, "/")} className="inline-flex items-center gap-2 rounded-md">
            <LogoMark />
            <span className="text-lg font-bold text-ink">{company.name}</span>
          </a>
          <p className="mt-4 text-sm">{texts.about}</p>
          <ul className="mt-5 flex gap-2" aria-label={texts.social}>
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.name}${shell.newTab}`}
                  className="social-link"
                >
                  <Icon name={social.icon} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <LinkColumn id="footer-services" title={texts.services} items={linksIn(locale, serviceNavigationPaths, navigation.services)} />
        <LinkColumn id="footer-quick-links" title={texts.quickLinks} items={linksIn(locale, footerQuickLinkPaths, navigation.quickLinks)} />

        <div>
          <h2 className="footer-heading">{texts.contact}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <a href={links.maps} target="_blank" rel="noopener noreferrer" className="link-quiet flex gap-2">
              <Icon name="map-pin" className="footer-icon" />
              <span>
                {addressLine}
                <span className="sr-only">{texts.map}</span>
              </span>
            </a>
            <a href={links.tel} className="link-quiet flex gap-2">
              <Icon name="phone" className="footer-icon" />
              {company.phone.display}
            </a>
            <a href={links.mail} className="link-quiet flex gap-2 break-all">
              <Icon name="mail" className="footer-icon" />
              {company.email}
            </a>
          </address>
        </div>
      </div>

      <div className="footer-bottom">
        <div className="space-y-1">
          <p>{`© ${year} ${company.name}. ${texts.rights}`}</p>
          <p>{`CIN: ${company.cin}`}</p>
          <p>{fill(texts.registered, { registrar: company.registrar })}</p>
        </div>
        <nav aria-label={texts.legal}>
          <LinkList items={linksIn(locale, legalLinkPaths, navigation.legal)} className="flex flex-wrap gap-x-6 gap-y-2" />
        </nav>
      </div>
    </>
  );
}

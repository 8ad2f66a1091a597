import { NewsletterForm } from "@/components/newsletter/newsletter-form.client";
import type { Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { FooterBody } from "./footer-body.client";

/** The site's footer: the newsletter, a form of its own that hydrates, above the rest, which never changes after load (footer-body.client.tsx). */
export function Footer({ locale }: { locale: Locale }) {
  const { shell } = textsFor(locale);

  return (
    <footer className="site-footer">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <section aria-labelledby="newsletter-heading" className="newsletter-panel">
          <div>
            <h2 id="newsletter-heading" className="text-xl font-bold text-ink">
              {shell.newsletter.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{shell.newsletter.text}</p>
          </div>
          <div className="w-full md:max-w-md">
            <NewsletterForm />
          </div>
        </section>
        <FooterBody locale={locale} />
      </div>
    </footer>
  );
}

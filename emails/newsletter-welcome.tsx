import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface NewsletterWelcomeProps {
  /** The language it is written in (the page the visitor subscribed from). */
  lang: string;
  brand: string;
  title: string;
  hello: string;
  /** Asks the reader to confirm, before the confirm link. */
  ask: string;
  confirmUrl: string;
  /** What happens if nobody confirms. */
  notYou: string;
  /** Before the unsubscribe link. */
  unsubscribe: string;
  unsubscribeUrl: string;
  signOff: string;
}

const linkStyle = { color: "#4338ca", wordBreak: "break-all" } as const;

/**
 * The double opt-in mail: the address is subscribed only once its owner
 * follows the confirm link. Anyone may have typed the address, so it holds
 * nothing the visitor wrote and says what happens if nobody confirms.
 */
export function NewsletterWelcome({
  lang,
  brand,
  title,
  hello,
  ask,
  confirmUrl,
  notYou,
  unsubscribe,
  unsubscribeUrl,
  signOff,
}: NewsletterWelcomeProps) {
  return (
    <MailLayout lang={lang} title={title} brand={brand}>
      <Paragraph>{hello}</Paragraph>
      <Paragraph>{ask}</Paragraph>
      <Paragraph>
        <a href={confirmUrl} style={linkStyle}>
          {confirmUrl}
        </a>
      </Paragraph>
      <Paragraph>{notYou}</Paragraph>
      <Paragraph>
        {unsubscribe}{" "}
        <a href={unsubscribeUrl} style={linkStyle}>
          {unsubscribeUrl}
        </a>
      </Paragraph>
      <Paragraph>{signOff}</Paragraph>
    </MailLayout>
  );
}

export function newsletterWelcomeText({
  brand,
  title,
  hello,
  ask,
  confirmUrl,
  notYou,
  unsubscribe,
  unsubscribeUrl,
  signOff,
}: NewsletterWelcomeProps): string {
  return plainTextMail(brand, title, [hello, ask, confirmUrl, notYou, `${unsubscribe} ${unsubscribeUrl}`, signOff]);
}

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
export function NewsletterWelcome(props: NewsletterWelcomeProps) {
  return (
    <MailLayout lang={props.lang} title={props.title} brand={props.brand}>
      <Paragraph>{props.hello}</Paragraph>
      <Paragraph>{props.ask}</Paragraph>
      <Paragraph>
        <a href={props.confirmUrl} style={linkStyle}>
          {props.confirmUrl}
        </a>
      </Paragraph>
      <Paragraph>{props.notYou}</Paragraph>
      <Paragraph>
        {props.unsubscribe}{" "}
        <a href={props.unsubscribeUrl} style={linkStyle}>
          {props.unsubscribeUrl}
        </a>
      </Paragraph>
      <Paragraph>{props.signOff}</Paragraph>
    </MailLayout>
  );
}

export function newsletterWelcomeText(props: NewsletterWelcomeProps): string {
  const { hello, ask, confirmUrl, notYou, unsubscribe, unsubscribeUrl, signOff } = props;
  return plainTextMail(props.brand, props.title, [hello, ask, confirmUrl, notYou, `${unsubscribe} ${unsubscribeUrl}`, signOff]);
}

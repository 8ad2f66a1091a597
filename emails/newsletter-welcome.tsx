import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface NewsletterWelcomeProps {
  /** The language it is written in (the page the visitor subscribed from). */
  lang: string;
  brand: string;
  title: string;
  hello: string;
  /** Asks the reader to confirm, before the confirm button. */
  ask: string;
  /** The button's words, those of the button on the page it opens. */
  confirm: string;
  confirmUrl: string;
  /** Before the same link in words, for a mail program that shows no button. */
  fallback: string;
  /** What happens if nobody confirms. */
  notYou: string;
  /** Before the unsubscribe link. */
  unsubscribe: string;
  /** The unsubscribe link's words. */
  unsubscribeLink: string;
  unsubscribeUrl: string;
  signOff: string;
}

const font = "Arial,Helvetica,sans-serif";
const linkStyle = { color: "#4338ca" } as const;

/**
 * The double opt-in mail: the address is subscribed only once its owner
 * follows the confirm link. Anyone may have typed the address, so it holds
 * nothing the visitor wrote and says what happens if nobody confirms. The
 * links are a button and a few words, never the signed addresses themselves
 * (a screen of characters nobody reads); the plain text has to show them.
 */
export function NewsletterWelcome(props: NewsletterWelcomeProps) {
  return (
    <MailLayout lang={props.lang} title={props.title} brand={props.brand}>
      <Paragraph>{props.hello}</Paragraph>
      <Paragraph>{props.ask}</Paragraph>
      {/* A button drawn by a table cell: what every mail program shows, Outlook's included. */}
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "20px 0" }}>
        <tbody>
          <tr>
            <td style={{ borderRadius: 6, background: "#4f46e5" }}>
              <a
                href={props.confirmUrl}
                style={{
                  display: "inline-block",
                  padding: "12px 24px",
                  borderRadius: 6,
                  color: "#ffffff",
                  fontFamily: font,
                  fontSize: 16,
                  fontWeight: "bold",
                  textDecoration: "none",
                }}
              >
                {props.confirm}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <Paragraph>
        {props.fallback}{" "}
        <a href={props.confirmUrl} style={linkStyle}>
          {props.confirm}
        </a>
      </Paragraph>
      <Paragraph>{props.notYou}</Paragraph>
      <Paragraph>
        {props.unsubscribe}{" "}
        <a href={props.unsubscribeUrl} style={linkStyle}>
          {props.unsubscribeLink}
        </a>
      </Paragraph>
      <Paragraph>{props.signOff}</Paragraph>
    </MailLayout>
  );
}

export function newsletterWelcomeText(props: NewsletterWelcomeProps): string {
  const { hello, ask, confirm, confirmUrl, notYou, unsubscribe, unsubscribeUrl, signOff } = props;
  return plainTextMail(props.brand, props.title, [
    hello,
    ask,
    `${confirm}: ${confirmUrl}`,
    notYou,
    `${unsubscribe} ${unsubscribeUrl}`,
    signOff,
  ]);
}

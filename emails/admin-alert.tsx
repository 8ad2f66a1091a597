import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface AdminAlertProps {
  brand: string;
  title: string;
  /** What happened, one fact a line (when, which browser, where). */
  facts: readonly string[];
  /** Before the link: what to do if it was not you. */
  notYou: string;
  /** The link that ends every session of the admin; absent for an alert with nothing to end. */
  endSessionsUrl?: string;
}

const linkStyle = { color: "#4338ca", wordBreak: "break-all" } as const;

/** A mail to an admin about their own account: a new sign-in, a second factor added or removed. */
export function AdminAlert(props: AdminAlertProps) {
  return (
    <MailLayout title={props.title} brand={props.brand}>
      {props.facts.map((fact) => (
        <Paragraph key={fact}>{fact}</Paragraph>
      ))}
      <Paragraph>{props.notYou}</Paragraph>
      {props.endSessionsUrl ? (
        <Paragraph>
          <a href={props.endSessionsUrl} style={linkStyle}>
            {props.endSessionsUrl}
          </a>
        </Paragraph>
      ) : null}
    </MailLayout>
  );
}

export function adminAlertText(props: AdminAlertProps): string {
  return plainTextMail(props.brand, props.title, [...props.facts, props.notYou, ...(props.endSessionsUrl ? [props.endSessionsUrl] : [])]);
}

import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface AcknowledgementProps {
  /** The language it is written in (the page the visitor wrote from). */
  lang: string;
  brand: string;
  title: string;
  hello: string;
  lines: readonly string[];
  contactLine: string;
  signOff: string;
}

/**
 * The visitor's copy: we have your message, and when to expect an answer. It
 * goes to an address nobody verified, so it holds only our own text (no name).
 */
export function Acknowledgement(props: AcknowledgementProps) {
  return (
    <MailLayout lang={props.lang} title={props.title} brand={props.brand}>
      {paragraphs(props).map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
    </MailLayout>
  );
}

export function acknowledgementText(props: AcknowledgementProps): string {
  return plainTextMail(props.brand, props.title, paragraphs(props));
}

function paragraphs({ hello, lines, contactLine, signOff }: AcknowledgementProps): string[] {
  return [hello, ...lines, contactLine, signOff];
}

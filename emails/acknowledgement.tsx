import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface AcknowledgementProps {
  brand: string;
  title: string;
  lines: readonly string[];
  contactLine: string;
}

/**
 * The visitor's copy: we have your message, and when to expect an answer. It
 * goes to an address nobody verified, so it holds only our own text (no name).
 */
export function Acknowledgement(props: AcknowledgementProps) {
  return (
    <MailLayout title={props.title} brand={props.brand}>
      {paragraphs(props).map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
    </MailLayout>
  );
}

export function acknowledgementText(props: AcknowledgementProps): string {
  return plainTextMail(props.brand, props.title, paragraphs(props));
}

function paragraphs({ brand, lines, contactLine }: AcknowledgementProps): string[] {
  return ["Hello,", ...lines, contactLine, `— The ${brand} team`];
}

import { MailLayout, Paragraph } from "./mail-layout";

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
export function Acknowledgement({ brand, title, lines, contactLine }: AcknowledgementProps) {
  return (
    <MailLayout title={title} brand={brand}>
      <Paragraph>Hello,</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Paragraph>{contactLine}</Paragraph>
      <Paragraph>— The {brand} team</Paragraph>
    </MailLayout>
  );
}

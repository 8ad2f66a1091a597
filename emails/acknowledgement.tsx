import { MailLayout, Paragraph } from "./mail-layout";

export interface AcknowledgementProps {
  brand: string;
  title: string;
  greetingName: string;
  lines: readonly string[];
  contactLine: string;
}

/** The visitor's copy: we have your message, and when to expect an answer. */
export function Acknowledgement({ brand, title, greetingName, lines, contactLine }: AcknowledgementProps) {
  return (
    <MailLayout title={title} brand={brand}>
      <Paragraph>Hello {greetingName},</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Paragraph>{contactLine}</Paragraph>
      <Paragraph>— The {brand} team</Paragraph>
    </MailLayout>
  );
}

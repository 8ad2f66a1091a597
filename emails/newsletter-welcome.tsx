import { MailLayout, Paragraph } from "./mail-layout";

export interface NewsletterWelcomeProps {
  brand: string;
  title: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  leftoverDays: number;
}

const linkStyle = { color: "#4338ca", wordBreak: "break-all" } as const;

/**
 * The double opt-in mail: the address is subscribed only once its owner
 * follows the confirm link. Anyone may have typed the address, so it holds
 * nothing the visitor wrote and says what happens if nobody confirms.
 */
export function NewsletterWelcome({ brand, title, confirmUrl, unsubscribeUrl, leftoverDays }: NewsletterWelcomeProps) {
  return (
    <MailLayout title={title} brand={brand}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>Someone, we hope you, asked for the {brand} newsletter at this address. Please confirm that you want it:</Paragraph>
      <Paragraph>
        <a href={confirmUrl} style={linkStyle}>
          {confirmUrl}
        </a>
      </Paragraph>
      <Paragraph>
        If it was not you, ignore this mail: without your confirmation we send you nothing more and delete the sign-up after {leftoverDays} days.
      </Paragraph>
      <Paragraph>
        To unsubscribe at any time:{" "}
        <a href={unsubscribeUrl} style={linkStyle}>
          {unsubscribeUrl}
        </a>
      </Paragraph>
      <Paragraph>— The {brand} team</Paragraph>
    </MailLayout>
  );
}

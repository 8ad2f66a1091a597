import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface NewsletterWelcomeProps {
  brand: string;
  title: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  leftoverDays: number;
}

const linkStyle = { color: "#4338ca", wordBreak: "break-all" } as const;

// Said once, for the HTML and the plain text alike.
const words = {
  ask: (brand: string) => `Someone, we hope you, asked for the ${brand} newsletter at this address. Please confirm that you want it:`,
  notYou: (days: number) =>
    `If it was not you, ignore this mail: without your confirmation we send you nothing more and delete the sign-up after ${days} days.`,
  unsubscribe: "To unsubscribe at any time:",
  signature: (brand: string) => `— The ${brand} team`,
};

/**
 * The double opt-in mail: the address is subscribed only once its owner
 * follows the confirm link. Anyone may have typed the address, so it holds
 * nothing the visitor wrote and says what happens if nobody confirms.
 */
export function NewsletterWelcome({ brand, title, confirmUrl, unsubscribeUrl, leftoverDays }: NewsletterWelcomeProps) {
  return (
    <MailLayout title={title} brand={brand}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{words.ask(brand)}</Paragraph>
      <Paragraph>
        <a href={confirmUrl} style={linkStyle}>
          {confirmUrl}
        </a>
      </Paragraph>
      <Paragraph>{words.notYou(leftoverDays)}</Paragraph>
      <Paragraph>
        {words.unsubscribe}{" "}
        <a href={unsubscribeUrl} style={linkStyle}>
          {unsubscribeUrl}
        </a>
      </Paragraph>
      <Paragraph>{words.signature(brand)}</Paragraph>
    </MailLayout>
  );
}

export function newsletterWelcomeText({ brand, title, confirmUrl, unsubscribeUrl, leftoverDays }: NewsletterWelcomeProps): string {
  return plainTextMail(brand, title, [
    "Hello,",
    words.ask(brand),
    confirmUrl,
    words.notYou(leftoverDays),
    `${words.unsubscribe} ${unsubscribeUrl}`,
    words.signature(brand),
  ]);
}

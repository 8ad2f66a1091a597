import "server-only";
import { createElement } from "react";
import { Acknowledgement, acknowledgementText } from "@/emails/acknowledgement";
import { LeadNotification, leadNotificationText, type MailField } from "@/emails/lead-notification";
import { NewsletterWelcome, newsletterWelcomeText } from "@/emails/newsletter-welcome";
import { generalApplication, jobOpenings } from "@/lib/i18n/records/careers";
import { company, links } from "@/lib/catalogue/company";
import { retentionDefaults } from "@/lib/catalogue/retention";
import { getEnv } from "@/lib/env";
import { labelledFields } from "@/lib/leads/kinds";
import { applicationFields } from "@/lib/leads/kinds/application";
import { contactFields } from "@/lib/leads/kinds/contact";
import { quoteFields } from "@/lib/leads/kinds/quote";
import { subscriberFields } from "@/lib/leads/kinds/subscriber";
import { newsletterLink } from "@/lib/newsletter/links";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { textsFor, type SiteTexts } from "@/lib/i18n/texts";
import { wordsOf } from "@/lib/i18n/words";
import type { CareerApplicationSubmission } from "@/lib/validation/careers";
import type { ContactSubmission } from "@/lib/validation/contact";
import type { NewsletterSubmission } from "@/lib/validation/newsletter";
import type { QuoteSubmission } from "@/lib/validation/quote";
import { renderMail } from "./render-mail";
import type { MailMessage } from "./transport";

export type MailTemplate =
  | "contact-notification"
  | "contact-acknowledgement"
  | "quote-notification"
  | "quote-acknowledgement"
  | "career-notification"
  | "career-acknowledgement"
  | "newsletter-notification"
  | "newsletter-welcome"
  | "payment-notification"
  | "payment-flagged-notification"
  | "payment-receipt"
  | "payment-refund"
  | "admin-sign-in-alert"
  | "admin-factor-alert";

/**
 * Who reads each template: the agency's own inbox, or an address a visitor
 * typed, which nobody has verified (anyone can type anyone's address). Mail to
 * a visitor carries none of the visitor's free text and is limited per address
 * (lib/mail/acknowledgement-limit.ts).
 */
export const mailAudience: Record<MailTemplate, "agency" | "visitor" | "payer"> = {
  "contact-notification": "agency",
  "contact-acknowledgement": "visitor",
  "quote-notification": "agency",
  "quote-acknowledgement": "visitor",
  "career-notification": "agency",
  "career-acknowledgement": "visitor",
  "newsletter-notification": "agency",
  "newsletter-welcome": "visitor",
  "payment-notification": "agency",
  "payment-flagged-notification": "agency",
  // To the address the payer gave Razorpay's checkout (lib/payments/receipts.ts): one mail per
  // payment someone made, so outside the forms' daily allowance per address.
  "payment-receipt": "payer",
  "payment-refund": "payer",
  // To an admin's own, verified address (lib/auth/alert-mails.ts).
  "admin-sign-in-alert": "agency",
  "admin-factor-alert": "agency",
};

/**
 * The order mail leaves the outbox in, lower first: a visitor waiting for their own mail (a
 * confirmation link, an acknowledgement, later a receipt) before the agency's notifications,
 * so no backlog of notifications stands between a visitor and their mail.
 */
const priorityByAudience = { visitor: 0, payer: 0, agency: 1 } as const satisfies Record<(typeof mailAudience)[MailTemplate], number>;

export function sendingPriority(template: MailTemplate): number {
  return priorityByAudience[mailAudience[template]];
}

/** A mail ready for the outbox: addressed, rendered, with the template's name for operators (the outbox gives it its id). */
export interface OutgoingMail extends Omit<MailMessage, "id"> {
  template: MailTemplate;
}

export async function contactMails(contact: ContactSubmission, id: string): Promise<OutgoingMail[]> {
  // Labelled and formatted as the dashboard shows a contact (lib/leads/kinds/contact.ts).
  const fields: MailField[] = labelledFields(
    contactFields,
    ["name", "email", "phone", "company", "interestedService", "budget", "projectDetails"],
    contact,
  );
  return Promise.all([
    notification(
      "contact-notification",
      `New Contact Form Submission from ${contact.name}`,
      "Someone sent a message through the contact form.",
      fields,
      id,
      contact.email,
    ),
    acknowledgement("contact-acknowledgement", contact.email, contact.language, (words) => ({
      heading: words.contact.heading,
      lines: [words.contact.thanks],
    })),
  ]);
}

export async function quoteMails(quote: QuoteSubmission, id: string, estimate: number): Promise<OutgoingMail[]> {
  // Labelled and formatted as the dashboard shows a quote (lib/leads/kinds/quote.ts).
  const fields: MailField[] = [
    ...labelledFields(
      quoteFields,
      [
        "name",
        "email",
        "phone",
        "company",
        "preferredContact",
        "services",
        "additionalServices",
        "projectType",
        "timeline",
        "budget",
        "urgency",
        "socialPlatforms",
        "websiteType",
        "equipmentNeeded",
        "videoLength",
        "marketingGoals",
        "description",
      ],
      quote,
    ),
    { label: quoteFields.estimate.label, value: `${formatInr(estimate)} (excluding GST)` },
  ];
  return Promise.all([
    notification(
      "quote-notification",
      `New Quote Request from ${quote.name}`,
      "A visitor requested a quote through the wizard.",
      fields,
      id,
      quote.email,
    ),
    acknowledgement("quote-acknowledgement", quote.email, quote.language, (words) => ({
      heading: words.quote.heading,
      lines: [words.quote.review, fill(words.quote.estimate, { estimate: formatInr(estimate), time: words.quote.confirmWithin })],
    })),
  ]);
}

export async function careerMails(application: CareerApplicationSubmission, id: string, resumeName: string): Promise<OutgoingMail[]> {
  // Labelled as the dashboard shows an application (lib/leads/kinds/application.ts).
  const fields: MailField[] = [
    ...labelledFields(applicationFields, ["fullName", "email", "phone", "applyingFor", "coverLetter"], application),
    { label: applicationFields.resume.label, value: `${resumeName} (download it from the admin dashboard)` },
  ];
  return Promise.all([
    notification(
      "career-notification",
      `New Job Application from ${application.fullName} for ${application.applyingFor}`,
      "Someone applied through the careers page.",
      fields,
      id,
      application.email,
    ),
    acknowledgement("career-acknowledgement", application.email, application.language, (words, catalogue) => ({
      heading: words.career.heading,
      lines: [
        fill(words.career.applied, { opening: openingIn(catalogue, application.applyingFor) }),
        fill(words.career.reference, { reference: id }),
        words.career.next,
        fill(words.career.kept, { months: retentionDefaults.resumeMonths }),
      ],
    })),
  ]);
}

/** The opening applied for, named in the mail's language: applyingFor is one of our own English titles (the schema's enum). */
function openingIn(catalogue: SiteTexts["catalogue"], applyingFor: string): string {
  const job = jobOpenings.find((opening) => opening.title === applyingFor);
  if (job) return wordsOf(catalogue.jobs, job.id).title;
  return applyingFor === generalApplication ? catalogue.generalApplication : applyingFor;
}

/** The agency's notice, and the subscriber's welcome whose link confirms the address (double opt-in). */
export async function newsletterMails(subscription: NewsletterSubmission, id: string): Promise<OutgoingMail[]> {
  return Promise.all([
    notification(
      "newsletter-notification",
      `New Newsletter Subscriber: ${subscription.email}`,
      "A visitor subscribed to the newsletter; it starts once they confirm from the welcome mail.",
      labelledFields(subscriberFields, ["email"], subscription),
      id,
    ),
    newsletterWelcome(subscription.email, id, subscription.language),
  ]);
}

/** Written in the language of the page the visitor subscribed from; its links open their pages in it too. */
async function newsletterWelcome(to: string, subscriptionId: string, locale: Locale): Promise<OutgoingMail> {
  const texts = textsFor(locale);
  const words = texts.mail.newsletter;
  const unsubscribeUrl = newsletterLink("unsubscribe", subscriptionId, locale);
  const props = {
    ...visitorMailFrame(locale, words.subject),
    ask: fill(words.ask, { brand: company.name }),
    // The buttons' words of the pages the links open.
    confirm: texts.newsletterLinks.confirmButton,
    confirmUrl: newsletterLink("confirm", subscriptionId, locale),
    fallback: words.fallback,
    notYou: fill(words.notYou, { days: retentionDefaults.newsletterLeftoverDays }),
    unsubscribe: words.unsubscribe,
    unsubscribeLink: texts.newsletterLinks.unsubscribeButton,
    unsubscribeUrl,
  };
  const rendered = await renderMail(createElement(NewsletterWelcome, props), newsletterWelcomeText(props));
  return { template: "newsletter-welcome", to, replyTo: company.email, subject: props.title, listUnsubscribe: unsubscribeUrl, ...rendered };
}

/** A notice to the agency's inbox: the same template for every form and payment. */
export async function notification(
  template: OutgoingMail["template"],
  subject: string,
  intro: string,
  fields: readonly MailField[],
  reference: string,
  replyTo?: string,
): Promise<OutgoingMail> {
  const title = oneLine(subject);
  const props = { brand: company.name, title, intro, fields, reference };
  const rendered = await renderMail(createElement(LeadNotification, props), leadNotificationText(props));
  return { template, to: notifyAddress(), replyTo, subject: title, ...rendered };
}

/**
 * The visitor's copy, to an address nobody has verified: only our own words
 * and figures the server computed, never text the visitor typed (the name
 * included: 100 characters are enough for a spam line), so the form cannot
 * carry a stranger's message to a third party under the agency's name.
 * Written in the language of the page the visitor sent the form from.
 */
async function acknowledgement(
  template: OutgoingMail["template"],
  to: string,
  locale: Locale,
  body: (words: SiteTexts["mail"], catalogue: SiteTexts["catalogue"]) => { heading: string; lines: readonly string[] },
): Promise<OutgoingMail> {
  const texts = textsFor(locale);
  const words = texts.mail;
  const { heading, lines } = body(words, texts.catalogue);
  const props = {
    ...visitorMailFrame(locale, heading),
    lines,
    contactLine: fill(words.questions, { email: company.email, phone: company.phone.display, chat: links.chat }),
  };
  const rendered = await renderMail(createElement(Acknowledgement, props), acknowledgementText(props));
  return { template, to, replyTo: company.email, subject: props.title, ...rendered };
}

/** What every mail to a visitor has, in their language: the title ("{heading} – {brand}", also the subject), the greeting and the sign-off. */
export function visitorMailFrame(locale: Locale, heading: string) {
  const words = textsFor(locale).mail;
  return {
    lang: locale,
    brand: company.name,
    title: `${heading} – ${company.name}`,
    hello: words.hello,
    signOff: fill(words.signOff, { brand: company.name }),
  };
}

function notifyAddress(): string {
  return getEnv().NOTIFY_EMAIL ?? company.email;
}

/** Subjects are one line: control characters (a newline in a name) become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

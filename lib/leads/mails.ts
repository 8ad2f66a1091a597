import "server-only";
import { createElement } from "react";
import type { MailField } from "@/emails/lead-notification";
import { NewsletterWelcome, newsletterWelcomeText } from "@/emails/newsletter-welcome";
import { generalApplication, jobOpenings } from "@/lib/i18n/records/careers";
import { company } from "@/lib/catalogue/company";
import { retentionDefaults } from "@/lib/catalogue/retention";
import { formatInr } from "@/lib/format/inr";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { textsFor, type SiteTexts } from "@/lib/i18n/texts";
import { wordsOf } from "@/lib/i18n/words";
import { acknowledgement, notification, visitorMailFrame } from "@/lib/mail/frames";
import type { OutgoingMail } from "@/lib/mail/registry";
import { renderMail } from "@/lib/mail/render-mail";
import { newsletterLink } from "@/lib/newsletter/links";
import type { CareerApplicationSubmission } from "@/lib/validation/careers";
import type { ContactSubmission } from "@/lib/validation/contact";
import type { NewsletterSubmission } from "@/lib/validation/newsletter";
import type { QuoteSubmission } from "@/lib/validation/quote";
import { labelledFields } from "./kinds";
import { applicationFields } from "./kinds/application";
import { contactFields } from "./kinds/contact";
import { quoteFields } from "./kinds/quote";
import { subscriberFields } from "./kinds/subscriber";

// The mails of the four lead forms: the agency's notice and the visitor's copy
// (lib/mail/registry.ts names them; lib/mail/frames.ts draws them).

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

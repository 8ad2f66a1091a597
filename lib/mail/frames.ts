import "server-only";
import { createElement } from "react";
import { Acknowledgement, acknowledgementText } from "@/emails/acknowledgement";
import { LeadNotification, leadNotificationText, type MailField } from "@/emails/lead-notification";
import { company, links } from "@/lib/catalogue/company";
import { getEnv } from "@/lib/env";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { textsFor, type SiteTexts } from "@/lib/i18n/texts";
import type { OutgoingMail } from "./registry";
import { renderMail } from "./render-mail";

// What mails share: the agency's notice, the visitor's acknowledgement, and the
// frame (title, greeting, sign-off) of every mail to a visitor.

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
export async function acknowledgement(
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

import "server-only";
import { createElement } from "react";
import { AdminAlert, adminAlertText, type AdminAlertProps } from "@/emails/admin-alert";
import { agencyDateTime } from "@/lib/format/agency-time";
import { company } from "@/lib/catalogue/company";
import { renderMail } from "@/lib/mail/render-mail";
import type { OutgoingMail } from "@/lib/mail/registry";
import { absoluteUrl } from "@/lib/seo/site";

// Mail to an admin about their own account. Each lands in the outbox in the
// same transaction as what it reports (lib/auth/sign-in.ts,
// lib/auth/second-factor.ts), so an admin is told of every sign-in and every
// change of factor, and none is told of one that did not happen.

export const signInAlertSubject = "New sign-in to the agency dashboard";
export const factorAlertSubject = "Your dashboard sign-in methods changed";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Where a sign-in came from, as far as it is known: the country, or that it is not known. */
function place(country: string | null): string {
  if (!country) return "Country: not known";
  try {
    return `Country: ${regionNames.of(country) ?? country}`;
  } catch {
    return `Country: ${country}`;
  }
}

/** The page behind the sign-in alert's link (GET shows a button; the POST ends the sessions). */
export function endSessionsUrl(token: string): string {
  return absoluteUrl(`/api/sessions/end-all?${new URLSearchParams({ token })}`);
}

async function alertMail(template: OutgoingMail["template"], to: string, props: AdminAlertProps): Promise<OutgoingMail> {
  const rendered = await renderMail(createElement(AdminAlert, props), adminAlertText(props));
  return { template, to, subject: props.title, ...rendered };
}

export function signInAlert(
  to: string,
  at: Date,
  where: { browser: string; country: string | null },
  endToken: string,
): Promise<OutgoingMail> {
  return alertMail("admin-sign-in-alert", to, {
    brand: company.name,
    title: signInAlertSubject,
    facts: [
      `Someone signed in to the dashboard as ${to}.`,
      `Time: ${agencyDateTime(at)} IST`,
      `Browser: ${where.browser}`,
      place(where.country),
    ],
    notYou:
      "If this was you, there is nothing to do. If it was not, open this link to end every session of your account at once (it works once), then reset your password with the operator:",
    endSessionsUrl: endSessionsUrl(endToken),
  });
}

export function factorAlert(to: string, at: Date, change: string): Promise<OutgoingMail> {
  return alertMail("admin-factor-alert", to, {
    brand: company.name,
    title: factorAlertSubject,
    facts: [change, `Time: ${agencyDateTime(at)} IST`],
    notYou:
      "If this was not you, sign in, end every session from the dashboard's Security tab and check your sign-in methods there, or ask the operator to reset them.",
  });
}

import { z } from "zod";
import { fill } from "@/lib/i18n/fill";
import { locales } from "@/lib/i18n/locales";
import { validationMessages as messages } from "@/lib/i18n/messages/en/validation-messages";

// Zod compiles object parsers with new Function() when the page allows eval. The
// site's CSP (proxy.ts) has no 'unsafe-eval', so in the browser even Zod's probe
// is reported as a violation (a Lighthouse best-practices failure). The setting
// only counts for schemas built after it: every form schema imports this module.
z.config({ jitless: true });

// Field rules shared by every form schema. The schemas run in the browser (the
// forms) and on the server (the route handlers), so nothing here may import a
// server-only module.

export const limits = {
  name: 100,
  email: 254,
  company: 120,
  longText: 5000,
  phoneDigits: 15,
} as const;

/**
 * Text Postgres cannot keep as sent: a NUL character (text columns refuse it,
 * so the insert failed and the visitor got a 503) or a lone UTF-16 surrogate
 * (silently stored as U+FFFD). Neither comes from a person typing, so it is a 400.
 */
const unstorableText = /\u0000|\p{Cs}/u;
const tooLong = (max: number) => fill(messages.tooLong, { max });

/** A required line of text, trimmed, with a bound. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(max) })
    .refine((text) => !unstorableText.test(text), { error: messages.unstorable });
}

/** An optional line of text: missing, null or blank all mean "not given". */
export function optionalText(max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: messages.text })
      .trim()
      .max(max, { error: tooLong(max) })
      .refine((text) => !unstorableText.test(text), { error: messages.unstorable })
      .optional(),
  );
}

/** An e-mail address, trimmed and lower-cased so one inbox is one address. */
export const emailField = z
  .string({ error: messages.email })
  .trim()
  .min(1, { error: messages.email })
  .max(limits.email, { error: messages.emailInvalid })
  .toLowerCase()
  .pipe(z.email({ error: messages.emailInvalid }));

/**
 * A phone number as people type it: spaces, dashes, dots and brackets are
 * allowed and dropped. Stored as "+<country><number>" when it starts with +,
 * or as the Indian number it is. Indian mobiles (with or without +91, 0 or 91)
 * must be ten digits starting 6-9; international numbers 8-15 digits after +.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, "");
  const indian = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  if (indian) return `+91${indian[1]}`;
  // Indian landlines with an STD code: 0 + 10 digits (e.g. 040 2345 6789).
  const landline = /^(?:\+91|0)([1-5]\d{9})$/.exec(compact);
  if (landline) return `+91${landline[1]}`;
  const international = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact);
  if (international && !international[1]!.startsWith("91")) return `+${international[1]}`;
  return null;
}

export const optionalPhone = z.preprocess(
  blankToUndefined,
  z
    .string({ error: messages.phone })
    .max(32, { error: messages.phone })
    .transform((value, context) => {
      const phone = normalisePhone(value);
      if (phone === null) {
        context.addIssue({ code: "custom", message: messages.phoneExample });
        return z.NEVER;
      }
      return phone;
    })
    .optional(),
);

/**
 * The language of the page a form was sent from: the visitor's own mail is
 * written in it. English when not given (clients of the API before issue 20).
 */
export const mailLanguage = z.enum(locales, { error: messages.language }).default("en");

/** One value out of a fixed option list, or not given. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
}

/** A checkbox group: each value from the list, at most once. */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length, { error: message })
    .default([])
    .transform((chosen) => [...new Set(chosen)]);
}

/** The values of an option list, typed for z.enum. */
export function valuesOf<V extends string>(options: readonly { value: V }[]): [V, ...V[]] {
  const values = options.map((option) => option.value);
  if (values.length === 0) throw new RangeError("An option list needs at least one value");
  return values as [V, ...V[]];
}

function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

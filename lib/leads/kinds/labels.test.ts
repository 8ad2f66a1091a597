import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { leadKinds } from ".";

// A lead's field has one label, in its kind's definition (lib/leads/kinds):
// the places that show a lead read it from there and spell none of their own.

/** The files that show leads' fields: the lists, the lead page, the CSV export, the privacy tools and the mails. */
const readers = [
  "components/admin/list-panels.tsx",
  "components/admin/lead-story-view.tsx",
  "lib/admin/lists.ts",
  "lib/admin/lead-story.ts",
  "lib/admin/export.ts",
  "lib/admin/privacy.ts",
  "lib/mail/registry.ts",
  "lib/payments/payment-mails.ts",
  "emails/lead-notification.tsx",
];

const kinds = Object.entries(leadKinds);
const labels = new Set(kinds.flatMap(([, kind]) => Object.values(kind.fields).map((field) => field.label.toLowerCase())));

/** Quoted strings and JSX text of a source file: where a label could be spelled out. */
function spelledTexts(source: string): string[] {
  const quoted = [...source.matchAll(/"([^"\\\n]*)"|`([^`$\\]*)`/g)].map((match) => match[1] ?? match[2] ?? "");
  const jsxText = [...source.matchAll(/>([^<>{}\n]+)</g)].map((match) => match[1] ?? "");
  return [...quoted, ...jsxText].map((text) => text.trim()).filter(Boolean);
}

/**
 * Texts that name a field, in any case, with an "(IST)" suffix or a colon. A
 * lower-case word is an identifier (a field's key, an enum's value), not a label.
 */
function namesAField(text: string): boolean {
  if (/^[a-z][A-Za-z]*$/.test(text)) return false;
  const bare = text
    .toLowerCase()
    .replace(/\s*\(ist\)$/, "")
    .replace(/:$/, "");
  return labels.has(bare);
}

describe("lead kinds", () => {
  it.each(kinds)("%s: each field has its own label, and every listed key is a field", (_name, kind) => {
    const own = Object.values(kind.fields).map((field) => field.label);
    expect(new Set(own).size).toBe(own.length);
    for (const key of [...kind.story, ...kind.csv, ...kind.list]) expect(Object.keys(kind.fields)).toContain(key);
  });

  it.each(readers)("%s spells no field's label of its own", (file) => {
    expect(spelledTexts(readFileSync(file, "utf8")).filter(namesAField)).toEqual([]);
  });

  it('the check finds a label spelled in another case (a mail\'s "Project details")', () => {
    expect(spelledTexts('{ label: "Project details", value: contact.projectDetails }').filter(namesAField)).toEqual(["Project details"]);
    expect(spelledTexts("<th>Submitted At</th>").filter(namesAField)).toEqual(["Submitted At"]);
  });

  it("marks each kind's name, e-mail and words as personal, for the privacy tools", () => {
    expect(leadKinds.contacts.fields.email.personal).toBe(true);
    expect(leadKinds.contacts.fields.projectDetails.personal).toBe(true);
    expect(leadKinds.quotes.fields.estimate.personal).toBe(false);
    expect(leadKinds.payments.fields.payerEmail.personal).toBe(true);
  });
});

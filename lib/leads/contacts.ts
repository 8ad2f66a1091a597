import "server-only";
import { contactMails } from "./mails";
import { contactSchema } from "@/lib/validation/contact";
import { sourceColumn } from "@/lib/analytics/lead-source";
import type { JsonForm } from "./json-submission";

export const contactForm: JsonForm<typeof contactSchema> = {
  kind: "contact",
  schema: contactSchema,
  mails: contactMails,
  async save(tx, { language, ...contact }, id, source) {
    await tx.contact.create({ data: { id, ...contact, source: sourceColumn(source) }, select: { id: true } });
    return { created: true, body: { id } };
  },
  answerRepeat: async (_tx, recordId) => ({ id: recordId }),
};

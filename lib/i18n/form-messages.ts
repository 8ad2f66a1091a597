import type { FormFrameTexts } from "@/lib/i18n/messages/en/form-texts";
import { validationMessages, type ValidationMessages } from "@/lib/i18n/messages/en/validation-messages";
import { fill } from "./fill";

/**
 * A lead form's words in its page's language: its own, the words every form
 * shares, and the schemas' messages (none in English: the schemas speak it).
 */
export interface FormLanguage<Texts> {
  texts: Texts;
  frame: FormFrameTexts;
  messages?: ValidationMessages;
}

/**
 * A form error in the form's language. The schemas answer in English (in the
 * browser and from the server alike); the English template the message was
 * filled from names its translation, which is filled with the same values.
 * A message from no template stays as it is (a unit test holds each form's
 * messages to the catalogue).
 */
export function messageIn(message: string, translated: ValidationMessages): string {
  for (const key of Object.keys(validationMessages) as (keyof ValidationMessages)[]) {
    const values = valuesIn(validationMessages[key], message);
    if (values) return fill(translated[key], values);
  }
  return message;
}

/** One message per field, in a form's language: as they are on an English form, which has no translations to give. */
export function errorsIn(
  errors: Partial<Record<string, string>>,
  translated: ValidationMessages | undefined,
): Partial<Record<string, string>> {
  if (!translated) return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && messageIn(message, translated)]));
}

/** The {placeholder} values that fill `template` into `text`, or null if they do not fit. */
function valuesIn(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part)?.[1];
      if (placeholder) {
        names.push(placeholder);
        return "(.+?)";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  const found = new RegExp(`^${pattern}$`).exec(text);
  return found ? Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ""])) : null;
}

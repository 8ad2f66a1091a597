import { describe, expect, it } from "vitest";
import { firstErrors } from "@/components/ui/form-errors";
import { contactSchema } from "@/lib/validation/contact";
import { messageIn } from "./form-messages";
import { textsFor } from "./texts";

const telugu = textsFor("te").form.messages;
const hindi = textsFor("hi").form.messages;

describe("a form error in the form's language", () => {
  it("is the translation of the English template it was filled from, filled with the same values", () => {
    expect(messageIn("Please enter your full name.", hindi)).toBe(hindi.fullName);
    expect(messageIn("Please keep this under 100 characters.", telugu)).toBe(telugu.tooLong.replace("{max}", "100"));
  });

  it("stays as it is when no template made it", () => {
    expect(messageIn("Something the schemas never say.", telugu)).toBe("Something the schemas never say.");
  });

  it("exists for every message the contact form's schema gives", () => {
    const bad = [
      {},
      { name: "x".repeat(101), email: "not-an-address", phone: "12", company: "x".repeat(121), projectDetails: "\u0000" },
      { name: " ", email: " ", phone: "+91 12345", interestedService: "other", budget: "lots", projectDetails: "x".repeat(5001) },
    ];
    const messages = bad.flatMap((values) => {
      const parsed = contactSchema.safeParse(values);
      return parsed.success ? [] : Object.values(firstErrors(parsed.error.issues));
    });
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) {
      expect(messageIn(message ?? "", telugu), message).not.toBe(message);
      expect(messageIn(message ?? "", hindi), message).not.toBe(message);
    }
  });
});

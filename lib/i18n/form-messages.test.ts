import { describe, expect, it } from "vitest";
import { firstErrors } from "@/components/ui/form-errors";
import { careerApplicationSchema } from "@/lib/validation/careers";
import { contactSchema } from "@/lib/validation/contact";
import { quoteSchema } from "@/lib/validation/quote";
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

  it.each([
    ["contact", contactSchema],
    ["careers", careerApplicationSchema],
    ["quote", quoteSchema],
  ] as const)("exists for every message the %s form's schema gives", (_form, schema) => {
    const bad = [
      {
        services: ["x"],
        projectType: "x",
        timeline: "x",
        additionalServices: ["x"],
        urgency: "x",
        preferredContact: "x",
        socialPlatforms: ["x"],
        websiteType: "x",
        equipmentNeeded: ["x"],
        videoLength: "x",
        marketingGoals: ["x"],
      },
      { fullName: "", applyingFor: "Astronaut", coverLetter: "x".repeat(5001), ageConfirmed: false, language: "fr" },
      {},
      { name: "x".repeat(101), email: "not-an-address", phone: "12", company: "x".repeat(121), projectDetails: "\u0000" },
      { name: " ", email: " ", phone: "+91 12345", interestedService: "other", budget: "lots", projectDetails: "x".repeat(5001) },
    ];
    const messages = bad.flatMap((values) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? [] : Object.values(firstErrors(parsed.error.issues));
    });
    expect(messages.length).toBeGreaterThan(6);
    for (const message of messages) {
      expect(messageIn(message ?? "", telugu), message).not.toBe(message);
      expect(messageIn(message ?? "", hindi), message).not.toBe(message);
    }
  });
});

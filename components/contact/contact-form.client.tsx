"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { lazySchema } from "@/components/ui/lazy-schema";
import { toast } from "@/components/ui/toast";
import { firstErrors, firstServerErrors, showTooMany } from "@/components/ui/form-errors";
import { PersonFields, SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { LeadFormFrame, type LeadFormTexts } from "@/components/ui/lead-form-frame";
import { useLeadForm } from "@/components/ui/use-lead-form";
import type { Option } from "@/lib/catalogue/contact-options";
import { keepSubmission } from "@/lib/submissions/local-backup";
import { newIdempotencyKey, postSubmission } from "@/lib/submissions/post-submission";
import { honeypotField } from "@/lib/validation/form-constants";

// Zod and this form's schema load when the visitor starts on the form, not with the page.
const schema = lazySchema(() => import("@/lib/validation/contact"));

const fieldOrder = ["name", "email", "phone", "company", "interestedService", "budget", "projectDetails"] as const;
type ContactField = (typeof fieldOrder)[number];
type ContactValues = Record<ContactField, string>;

const emptyValues: ContactValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  interestedService: "",
  budget: "",
  projectDetails: "",
};

const frameTexts: LeadFormTexts = {
  label: "Contact form",
  honeypotId: "contact-website",
  consent: "We use your name, contact details and message only to answer your enquiry. Read how we handle your data in our",
  submit: ["Send Message", "Sending Message..."],
};

function showUnexpectedError() {
  toast.error("Uh oh! Something went wrong.", {
    description: "There was a problem submitting your message. Please try again.",
  });
}

const fieldIds: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  phone: "contact-phone",
  company: "contact-company",
  interestedService: "contact-service",
  budget: "contact-budget",
  projectDetails: "contact-details",
};

/** The selects' choices, handed over by the page so the catalogue stays out of the browser's JavaScript. */
export interface ContactFormOptions {
  services: readonly Option[];
  budgets: readonly Option[];
}

/** A ?service= value the select knows, or none. */
function knownService(options: ContactFormOptions, value: string | null): string {
  return options.services.some((option) => option.value === value) ? (value ?? "") : "";
}

/** The form with ?service={id} preselected (service pages link here through contactPath). */
export function ContactFormFromQuery({ options }: { options: ContactFormOptions }) {
  return <ContactForm service={knownService(options, useSearchParams().get("service"))} options={options} />;
}

export function ContactForm({ service, options }: { service: string; options: ContactFormOptions }) {
  const form = useLeadForm({
    initialValues: { ...emptyValues, interestedService: service },
    fieldOrder,
    fieldId: (name) => fieldIds[name],
  });
  const { values, setValues, showErrors, clearErrors, field } = form;
  const [linkedService, setLinkedService] = useState(service);

  // A later link to /contact?service=… while the page is open selects that service
  // without dropping what the visitor has typed.
  if (service !== linkedService) {
    setLinkedService(service);
    if (service) setValues((current) => ({ ...current, interestedService: service }));
  }

  async function validateAndSend() {
    const parsed = (await schema.load())?.contactSchema.safeParse(values);
    if (parsed && !parsed.success) {
      showErrors(firstErrors(parsed.error.issues));
      return;
    }
    clearErrors();

    const data: Record<string, string> = { ...values, [honeypotField]: form.honeypot.value };
    const idempotencyKey = newIdempotencyKey();
    try {
      await form.whileSubmitting(() => sendMessage(data, idempotencyKey));
    } catch {
      showUnexpectedError();
    }
  }

  async function sendMessage(data: Record<string, string>, idempotencyKey: string) {
    const result = await postSubmission("/api/contact", data, idempotencyKey);
    switch (result.status) {
      case "stored":
        toast.success("Message Sent Successfully! 🎉", {
          description: "Thank you for contacting us. We'll get back to you within 24 hours.",
        });
        setValues(emptyValues);
        break;
      case "invalid":
        // A 400 naming no field of this form cannot be fixed here.
        if (showErrors(firstServerErrors(result.fieldErrors)).length === 0) showUnexpectedError();
        break;
      case "unreachable":
        keepSubmission("contact", data, idempotencyKey);
        toast.error("Submission Failed", {
          description: "There was an error submitting your message. Please try again or use localStorage backup.",
        });
        toast.warning("Data Saved Locally", {
          description: "Your message was saved to local storage due to a server error.",
        });
        break;
      case "rate-limited":
        showTooMany("Messages", result.retryAfterSeconds);
        break;
      case "refused":
        showUnexpectedError();
        break;
    }
  }

  return (
    <LeadFormFrame texts={frameTexts} form={form} onFocus={schema.preload} onSubmit={form.handleSubmit(validateAndSend)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields name={field("name")} email={field("email")} phone={field("phone")} phoneLabel="Phone" />
        <TextField {...field("company")} label="Company" autoComplete="organization" />
        <SelectField
          {...field("interestedService")}
          label="Service interested in"
          placeholder="Select a service"
          options={options.services}
        />
        <SelectField {...field("budget")} label="Budget" placeholder="Select a budget" options={options.budgets} />
      </div>
      <TextAreaField
        {...field("projectDetails")}
        label="Project Details"
        required
        rows={6}
        placeholder="Tell us about your goals, timeline and anything else we should know."
      />
    </LeadFormFrame>
  );
}

"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import { lazySchema } from "@/components/ui/lazy-schema";
import { toast } from "@/components/ui/toast";
import { firstErrors, firstServerErrors, showTooMany, type FieldErrors } from "@/components/ui/form-errors";
import { PersonFields, SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { LeadFormFrame } from "@/components/ui/lead-form-frame";
import { useLeadForm } from "@/components/ui/use-lead-form";
import type { ContactFormOptions } from "@/lib/catalogue/contact-options";
import type { ContactFormLanguage } from "@/lib/pages/contact";
import { errorsIn } from "@/lib/i18n/form-messages";
import { keepSubmission } from "@/lib/browser/local-backup";
import { newIdempotencyKey, postSubmission } from "@/lib/browser/post-submission";
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

const fieldIds: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  phone: "contact-phone",
  company: "contact-company",
  interestedService: "contact-service",
  budget: "contact-budget",
  projectDetails: "contact-details",
};

/** A ?service= value the select knows, or none. */
function knownService(options: ContactFormOptions, value: string | null): string {
  return options.services.some((option) => option.value === value) ? (value ?? "") : "";
}

type QueryFormProps = { options: ContactFormOptions; language: ContactFormLanguage };

function ContactFormWithService({ options, language }: QueryFormProps) {
  return <ContactForm service={knownService(options, useSearchParams().get("service"))} options={options} language={language} />;
}

/**
 * The form with ?service={id} preselected (service pages link here through contactPath).
 * Reading the address below a Suspense boundary keeps the page static; the fallback is the same form, unselected.
 */
export function ContactFormFromQuery(props: QueryFormProps) {
  return (
    <Suspense fallback={<ContactForm service="" {...props} />}>
      <ContactFormWithService {...props} />
    </Suspense>
  );
}

export function ContactForm({
  service,
  options,
  language,
}: {
  service: string;
  options: ContactFormOptions;
  language: ContactFormLanguage;
}) {
  const { texts } = language;
  /** The schema's and the server's messages, in the page's language. */
  const inLanguage = (errors: FieldErrors) => errorsIn(errors, language.messages);
  const showUnexpectedError = () => toast.error(texts.unexpected, { description: texts.unexpectedText });

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
      showErrors(inLanguage(firstErrors(parsed.error.issues)));
      return;
    }
    clearErrors();

    const data: Record<string, string> = {
      ...values,
      [honeypotField]: form.honeypot.value,
      ...(language.locale === "en" ? {} : { language: language.locale }),
    };
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
        toast.success(texts.sent, { description: texts.sentText });
        setValues(emptyValues);
        break;
      case "invalid":
        // A 400 naming no field of this form cannot be fixed here.
        if (showErrors(inLanguage(firstServerErrors(result.fieldErrors))).length === 0) showUnexpectedError();
        break;
      case "unreachable":
        keepSubmission("contact", data, idempotencyKey);
        toast.error(texts.failed, { description: texts.failedText });
        toast.warning(texts.saved, { description: texts.savedText });
        break;
      case "rate-limited":
        showTooMany(texts.tooMany, result.retryAfterSeconds);
        break;
      case "refused":
        showUnexpectedError();
        break;
    }
  }

  return (
    <LeadFormFrame
      texts={{ ...texts, honeypotId: "contact-website", frame: language.frame }}
      form={form}
      schema={schema}
      send={validateAndSend}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields name={field("name")} email={field("email")} phone={field("phone")} labels={texts} />
        <TextField {...field("company")} label={texts.company} autoComplete="organization" />
        <SelectField
          {...field("interestedService")}
          label={texts.service}
          placeholder={texts.servicePlaceholder}
          options={options.services}
        />
        <SelectField {...field("budget")} label={texts.budget} placeholder={texts.budgetPlaceholder} options={options.budgets} />
      </div>
      <TextAreaField {...field("projectDetails")} label={texts.details} required rows={6} placeholder={texts.detailsPlaceholder} />
    </LeadFormFrame>
  );
}

"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { lazySchema } from "@/components/ui/lazy-schema";
import { toast } from "@/components/ui/toast";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { buttonClasses } from "@/components/ui/button-link";
import { firstErrors, firstInvalid, firstServerErrors, retryAfterText, type FieldErrors } from "@/components/ui/form-errors";
import { ConsentNote, Honeypot, SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import type { Option } from "@/lib/catalogue/contact-options";
import { keepSubmission } from "@/lib/submissions/local-backup";
import { newIdempotencyKey, postSubmission } from "@/lib/submissions/post-submission";
import { honeypotField } from "@/lib/validation/form-constants";

// Zod and this form's schema load when the visitor starts on the form, not with the page.
const schema = lazySchema(() => import("@/lib/validation/contact"));

const fieldOrder = ["name", "email", "phone", "company", "interestedService", "budget", "projectDetails"] as const;
type ContactField = (typeof fieldOrder)[number];
type ContactValues = Record<ContactField | "website", string>;

const emptyValues: ContactValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  interestedService: "",
  budget: "",
  projectDetails: "",
  website: "",
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
  const [values, setValues] = useState<ContactValues>({ ...emptyValues, interestedService: service });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const oneAtATime = useOneAtATime();
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  const [linkedService, setLinkedService] = useState(service);

  // A later link to /contact?service=… while the page is open selects that service
  // without dropping what the visitor has typed.
  if (service !== linkedService) {
    setLinkedService(service);
    if (service) setValues((current) => ({ ...current, interestedService: service }));
  }

  // Focus moves once the errors are rendered, so the field is announced with its message.
  useEffect(() => {
    if (focusRequest) document.getElementById(fieldIds[focusRequest.field])?.focus();
  }, [focusRequest]);

  function update(field: keyof ContactValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const field = firstInvalid(fieldOrder, next);
    if (field) setFocusRequest({ field });
    return field !== undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await oneAtATime(validateAndSend);
  }

  async function validateAndSend() {
    const parsed = (await schema.load())?.contactSchema.safeParse(values);
    if (parsed && !parsed.success) {
      showErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});

    const { website, ...fields } = values;
    const data: Record<string, string> = { ...fields, [honeypotField]: website };
    const idempotencyKey = newIdempotencyKey();
    setSubmitting(true);
    try {
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
          if (!showErrors(firstServerErrors(result.fieldErrors))) showUnexpectedError();
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
          toast.error("Too Many Messages", {
            description: `You have sent several messages in a short time. Please try again in ${retryAfterText(result.retryAfterSeconds)}.`,
          });
          break;
        case "refused":
          showUnexpectedError();
          break;
      }
    } catch {
      showUnexpectedError();
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: ContactField) => ({
    id: fieldIds[name],
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  return (
    <form onSubmit={submit} onFocus={schema.preload} noValidate aria-label="Contact form" className="relative space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Full Name" required autoComplete="name" />
        <TextField {...field("email")} label="Email Address" type="email" required autoComplete="email" />
        <TextField {...field("phone")} label="Phone" type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
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
      <Honeypot id="contact-website" value={values.website} onChange={(value) => update("website", value)} />
      <ConsentNote>
        We use your name, contact details and message only to answer your enquiry. Read how we handle your data in our
      </ConsentNote>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
      <button type="submit" aria-disabled={submitting} className={buttonClasses("primary", "w-full sm:w-auto")}>
        {submitting ? "Sending Message..." : "Send Message"}
      </button>
    </form>
  );
}

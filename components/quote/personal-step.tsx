import { preferredContactOptions } from "@/lib/catalogue/quote-options";
import { RadioGroup } from "@/components/ui/choice-groups";
import { TextField } from "@/components/ui/form-fields";
import { fieldId } from "./quote-draft";
import type { StepProps } from "./step-props";

export function PersonalStep({ draft, errors, update }: StepProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        id={fieldId("name")}
        name="name"
        label="Full Name"
        required
        autoComplete="name"
        value={draft.name}
        onChange={(event) => update({ name: event.target.value })}
        error={errors.name}
      />
      <TextField
        id={fieldId("email")}
        name="email"
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        value={draft.email}
        onChange={(event) => update({ email: event.target.value })}
        error={errors.email}
      />
      <TextField
        id={fieldId("phone")}
        name="phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Optional, e.g. +91 98765 43210"
        value={draft.phone}
        onChange={(event) => update({ phone: event.target.value })}
        error={errors.phone}
      />
      <TextField
        id={fieldId("company")}
        name="company"
        label="Company Name"
        autoComplete="organization"
        hint="Optional"
        value={draft.company}
        onChange={(event) => update({ company: event.target.value })}
        error={errors.company}
      />
      <div className="sm:col-span-2">
        <RadioGroup
          id={fieldId("preferredContact")}
          name="preferredContact"
          legend="Preferred contact method"
          options={preferredContactOptions}
          value={draft.preferredContact}
          onChange={(preferredContact) => update({ preferredContact })}
          error={errors.preferredContact}
        />
      </div>
    </div>
  );
}

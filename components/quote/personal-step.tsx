import { preferredContactOptions } from "@/lib/catalogue/quote-options";
import { RadioGroup } from "@/components/ui/choice-groups";
import { TextField } from "@/components/ui/form-fields";
import { bindRadios, type StepProps } from "./step-props";

export function PersonalStep(step: StepProps) {
  const { field } = step;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField {...field("name")} label="Full Name" required autoComplete="name" />
      <TextField {...field("email")} label="Email Address" type="email" required autoComplete="email" inputMode="email" />
      <TextField
        {...field("phone")}
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Optional, e.g. +91 98765 43210"
      />
      <TextField {...field("company")} label="Company Name" autoComplete="organization" hint="Optional" />
      <div className="sm:col-span-2">
        <RadioGroup {...bindRadios(step, "preferredContact")} legend="Preferred contact method" options={preferredContactOptions} />
      </div>
    </div>
  );
}

import { RadioGroup } from "@/components/ui/choice-groups";
import { TextField } from "@/components/ui/form-fields";
import { useQuoteLanguage } from "./quote-language";
import { bindRadios, type StepProps } from "./step-props";

export function PersonalStep(step: StepProps) {
  const { field } = step;
  const { texts, options } = useQuoteLanguage();
  const words = texts.personal;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField {...field("name")} label={words.name} required autoComplete="name" />
      <TextField {...field("email")} label={words.email} type="email" required autoComplete="email" inputMode="email" />
      <TextField {...field("phone")} label={words.phone} type="tel" autoComplete="tel" inputMode="tel" hint={words.phoneHint} />
      <TextField {...field("company")} label={words.company} autoComplete="organization" hint={words.companyHint} />
      <div className="sm:col-span-2">
        <RadioGroup {...bindRadios(step, "preferredContact")} legend={words.contact} options={options.preferredContact} />
      </div>
    </div>
  );
}

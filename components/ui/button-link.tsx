import Link from "next/link";
import type { ComponentProps } from "react";

const variants = {
  primary: "bg-indigo-600 text-white hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Shared look of buttons and button-like links, with a visible keyboard focus ring. */
export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    variants[variant],
    extra,
  ].join(" ");
}

/** A link that looks like a button. External links open in a new tab safely. */
export function ButtonLink({
  variant = "primary",
  className = "",
  external = false,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; external?: boolean }) {
  const externalProps = external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return <Link className={buttonClasses(variant, className)} {...externalProps} {...props} />;
}

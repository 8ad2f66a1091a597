import type { ComponentProps } from "react";

/** The looks of app/globals.css: .btn with .btn-primary, .btn-secondary or .btn-ghost. */
export type ButtonVariant = "primary" | "secondary" | "ghost";

/** Shared look of buttons and button-like links (the focus ring is every control's, app/globals.css). */
export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return extra ? `btn btn-${variant} ${extra}` : `btn btn-${variant}`;
}

/** A link that looks like a button. External links open in a new tab safely. */
export function ButtonLink({
  variant = "primary",
  className = "",
  external = false,
  ...props
}: ComponentProps<"a"> & { variant?: ButtonVariant; external?: boolean }) {
  const externalProps = external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return <a className={buttonClasses(variant, className)} {...externalProps} {...props} />;
}

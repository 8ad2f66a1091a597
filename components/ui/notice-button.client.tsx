"use client";

import { buttonClasses, type ButtonVariant } from "@/components/ui/button-link";
import { Icon, type IconName } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";

/** A button that answers a click with a short notice (the spec's 3 s for these): a placeholder's "coming soon", a Like. */
export function NoticeButton({
  icon,
  label,
  title,
  text,
  variant = "secondary",
}: {
  icon?: IconName;
  label: string;
  title: string;
  text: string;
  variant?: ButtonVariant;
}) {
  return (
    <button type="button" className={buttonClasses(variant)} onClick={() => toast(title, { description: text, duration: 3000 })}>
      {icon ? <Icon name={icon} className="h-4 w-4" /> : null}
      {label}
    </button>
  );
}

"use client";

import { buttonClasses } from "@/components/ui/button-link";
import { Icon, type IconName } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";

/** A secondary button that answers a click with a short notice (the spec's 3 s for these). */
export function NoticeButton({ icon, label, title, text }: { icon: IconName; label: string; title: string; text: string }) {
  return (
    <button type="button" className={buttonClasses("secondary")} onClick={() => toast(title, { description: text, duration: 3000 })}>
      <Icon name={icon} className="h-4 w-4" />
      {label}
    </button>
  );
}

"use client";

import { afterHydration } from "@/components/layout/after-hydration.client";
import { useTheme } from "@/components/layout/theme";
import { laneToasterId, toastDurationMs } from "./toast-options";

// Sonner's toaster is fixed to the window; in the lane its list and toasts are
// laid out in the page's flow instead, one under the other at the lane's width.
const inFlow = [
  "[&_[data-sonner-toaster]]:!static [&_[data-sonner-toaster]]:!w-full [&_[data-sonner-toaster]]:!transform-none",
  "[&_[data-sonner-toast]]:!relative [&_[data-sonner-toast]]:!inset-auto [&_[data-sonner-toast]]:!w-full",
  "[&_[data-sonner-toast]]:!transform-none [&_[data-sonner-toast]]:mt-3 [&_[data-sonner-toast]]:text-left",
].join(" ");

const Sonner = afterHydration(() => import("sonner").then((sonner) => sonner.Toaster));

/**
 * Where the toasts raised while a confirmation shows appear: at the end of the
 * confirmation, in its flow, so none covers its text or buttons at any width
 * (components/ui/toast.ts sends them here while a lane is in the page). They
 * keep their words and times; gone, they leave nothing behind that moves.
 */
export function ToastLane({ label }: { label?: string }) {
  const theme = useTheme();
  return (
    <div data-toast-lane="" className={`mx-auto w-full max-w-md ${inFlow}`}>
      <Sonner id={laneToasterId} containerAriaLabel={label} theme={theme} expand richColors closeButton duration={toastDurationMs} />
    </div>
  );
}

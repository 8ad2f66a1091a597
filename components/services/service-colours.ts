import type { ServiceColour } from "@/lib/catalogue/services";

/** Classes for each service's accent; light and dark pairs keep text contrast above 4.5:1. */
export const serviceColourClasses: Record<ServiceColour, { badge: string; gradient: string }> = {
  indigo: {
    badge: "bg-indigo-100 text-accent dark:bg-indigo-950",
    gradient: "from-indigo-500 to-violet-600 dark:from-indigo-800 dark:to-violet-900",
  },
  amber: {
    badge: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
    gradient: "from-amber-400 to-orange-600 dark:from-amber-700 dark:to-orange-900",
  },
  rose: {
    badge: "bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300",
    gradient: "from-rose-500 to-pink-600 dark:from-rose-800 dark:to-pink-900",
  },
  emerald: {
    badge: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
    gradient: "from-emerald-500 to-teal-600 dark:from-emerald-800 dark:to-teal-900",
  },
  sky: {
    badge: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
    gradient: "from-sky-500 to-blue-600 dark:from-sky-800 dark:to-blue-900",
  },
};

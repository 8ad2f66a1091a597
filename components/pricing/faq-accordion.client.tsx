"use client";

import { Icon } from "@/components/ui/icon";
import { useState } from "react";
import type { Faq } from "@/lib/i18n/records/faqs";

/** One answer open at a time; activating the open question closes it. All answers are in the HTML. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {faqs.map((faq) => {
        const open = openId === faq.id;
        const buttonId = `faq-${faq.id}-question`;
        const panelId = `faq-${faq.id}-answer`;
        return (
          <div key={faq.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-slate-50 focus-visible:-outline-offset-2 dark:hover:bg-slate-800"
              >
                {faq.question}
                <Icon
                  name="chevron-down"
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 text-slate-500 motion-safe:transition-transform dark:text-slate-400 ${open ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700 dark:text-slate-300"
            >
              <p>{faq.answer}</p>
              {faq.link ? (
                <a href={faq.link.href} className="mt-2 inline-block rounded-sm font-semibold text-accent hover:underline">
                  {faq.link.label}
                </a>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

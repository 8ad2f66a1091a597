"use client";

import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition, type ChangeEvent } from "react";
import { toast } from "@/components/ui/toast";
import { callApi } from "@/lib/browser/api/call-api";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { isQuoteStatus, quoteStatusLabels, quoteStatuses } from "@/lib/leads/quote-statuses";
import { LocalTime } from "./local-time.client";

export interface QuoteStatusSelectProps {
  quoteId: string;
  status: QuoteStatus;
  /** Who the quote is from, so each select has its own accessible name. */
  quoteName: string;
  lastChange: { at: string; by: string } | null;
}

/**
 * A quote's status, changed in place: posts the new one, then reloads the
 * list so the row shows when it changed. Mount it with key={status} so a
 * refresh that brings another status starts from it.
 */
export function QuoteStatusSelect({ quoteId, status, quoteName, lastChange }: QuoteStatusSelectProps) {
  const router = useRouter();
  const noteId = useId();
  const [value, setValue] = useState<QuoteStatus>(status);
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = saving || refreshing;

  async function change(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isQuoteStatus(next) || next === value) return;
    const previous = value;
    setValue(next);
    setSaving(true);
    const result = await callApi(`/api/admin/quotes/${encodeURIComponent(quoteId)}/status`, { json: { status: next } });
    setSaving(false);
    if (result.ok) {
      toast.success("Status Updated", { description: `${quoteName}: ${quoteStatusLabels[next]}` });
      startRefresh(() => router.refresh());
      return;
    }
    if (result.status === 401) {
      router.replace("/login");
      return;
    }
    setValue(previous);
    toast.error("Status Not Changed", { description: "The status could not be saved. Please try again." });
  }

  return (
    <div className="flex min-w-36 flex-col gap-1">
      <div className="flex items-center gap-2">
        <select
          aria-label={`Status of the quote from ${quoteName}`}
          aria-describedby={lastChange ? noteId : undefined}
          value={value}
          onChange={change}
          disabled={busy}
          className="rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm text-ink focus-visible:outline-offset-1 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800"
        >
          {quoteStatuses.map((option) => (
            <option key={option} value={option}>
              {quoteStatusLabels[option]}
            </option>
          ))}
        </select>
        {busy ? (
          <Icon
            name="loader"
            role="status"
            aria-label="Saving"
            className="h-4 w-4 animate-spin text-slate-500 motion-reduce:animate-none"
          />
        ) : null}
      </div>
      {lastChange ? (
        <p id={noteId} className="text-xs text-slate-600 dark:text-slate-400" title={`Changed by ${lastChange.by}`}>
          Changed <LocalTime iso={lastChange.at} />
        </p>
      ) : null}
    </div>
  );
}

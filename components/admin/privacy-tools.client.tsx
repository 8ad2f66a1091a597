"use client";

import { Icon } from "@/components/ui/icon";
import { useId, useRef, useState, type ComponentProps, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";
import { controlClasses, describedBy, FieldError, labelClasses } from "@/components/ui/form-fields";
import { responseTimes } from "@/lib/i18n/records/company";
import { formatInr } from "@/lib/format/inr";
import { privacyEmailSchema } from "@/lib/admin/privacy-rules";
import type { ErasureCounts, PersonalDataAnswer } from "@/lib/admin/privacy";
import type { AsJson } from "@/lib/http/json-shape";
import { callApi, type ApiFailure } from "@/lib/browser/api/call-api";
import { failureMessage } from "./failure-message";

// The admin's side of the privacy page's promises for one e-mail address:
// look up what is stored, hand over a JSON copy (access, portability), erase
// it (deletion) after the address is typed a second time.

/** What GET /api/admin/privacy answers (lib/admin/privacy.ts), as it arrives: dates as ISO strings. */
type Found = AsJson<PersonalDataAnswer>;

const countLabels = {
  contacts: "Contact messages",
  quotes: "Quote requests",
  quoteStatusChanges: "Quote status changes",
  careerApplications: "Job applications",
  resumes: "Resume files",
  resumeUploads: "Unfinished resume uploads",
  newsletterSubscriptions: "Newsletter subscriptions",
  outboxMails: "Notification mails",
  payments: "Payments (kept)",
  paymentEvents: "Razorpay notices",
  receipts: "Receipts (kept without the payer)",
} as const;

type CountName = keyof typeof countLabels;

/** Rows erased outright; payments and Razorpay notices are kept without personal data. */
const erasedCounts: readonly (CountName & keyof ErasureCounts)[] = [
  "contacts",
  "quotes",
  "quoteStatusChanges",
  "careerApplications",
  "resumes",
  "resumeUploads",
  "newsletterSubscriptions",
  "outboxMails",
];

/** How many rows the short list shows; the JSON file has all of them. */
const listLimit = 8;

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

const dangerButton = [
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors",
  "bg-red-700 text-white hover:bg-red-800 dark:hover:bg-red-600",
  "focus-visible:outline-red-700 dark:focus-visible:outline-red-400",
  "disabled:cursor-not-allowed disabled:opacity-60",
].join(" ");

function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

function normalise(address: string): string {
  return address.trim().toLowerCase();
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

interface ListedRow {
  key: string;
  kind: string;
  date: string;
  text: string;
}

/** One line per stored row, newest first. */
function listRows(found: Found): ListedRow[] {
  const rows: (Omit<ListedRow, "date"> & { at: string })[] = [
    ...found.contacts.map((row) => ({ key: row.id, kind: "Contact message", at: row.createdAt, text: row.projectDetails })),
    ...found.quotes.map((row) => ({
      key: row.id,
      kind: "Quote request",
      at: row.createdAt,
      text: `${row.status.charAt(0).toUpperCase()}${row.status.slice(1)}, estimate ${formatInr(row.estimate)}`,
    })),
    ...found.careerApplications.map((row) => ({
      key: row.id,
      kind: "Job application",
      at: row.createdAt,
      text: `${row.applyingFor} · ${row.resume ? `${row.resume.originalName} (${Math.max(1, Math.round(row.resume.size / 1024))} KB)` : "resume already purged"}`,
    })),
    ...found.newsletterSubscriptions.map((row) => ({ key: row.id, kind: "Newsletter", at: row.subscribedAt, text: "Subscribed" })),
    ...found.outboxMails.map((row) => ({
      key: row.id,
      kind: "Mail",
      at: row.createdAt,
      text: `${row.subject}${row.sentAt ? "" : " (not sent yet)"}`,
    })),
    ...found.paymentEvents.map((row) => ({ key: row.eventId, kind: "Razorpay notice", at: row.receivedAt, text: row.type })),
    ...found.receipts.map((row) => ({ key: row.id, kind: "Receipt", at: row.issuedAt, text: `${row.number}: ${row.description}` })),
  ];
  return rows.sort((a, b) => b.at.localeCompare(a.at)).map(({ at, ...row }) => ({ ...row, date: formatDate(at) }));
}

function totalOf(found: Found): number {
  return Object.values(found.counts).reduce((sum, count) => sum + count, 0);
}

/** What a screen reader hears when a search ends. */
function foundText(found: Found): string {
  const total = totalOf(found);
  return total === 0 ? `Nothing is stored for ${found.email}.` : `Found ${plural(total, "row", "rows")} for ${found.email}.`;
}

function errorMessage(failure: ApiFailure, fallback: string): string {
  if (failure.status === 503) return "The database could not be reached. Try again in a moment.";
  return failureMessage(failure, fallback);
}

/** An address the admin types: someone else's, so the browser neither fills it in nor corrects it. */
function AddressInput({
  error,
  className,
  onChange,
  ...input
}: { id: string; error: string | undefined; onChange: (value: string) => void } & Omit<ComponentProps<"input">, "id" | "onChange">) {
  const look = controlClasses(Boolean(error));
  return (
    <input
      type="email"
      inputMode="email"
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      className={className ? `${look} ${className}` : look}
      {...describedBy(input.id, error)}
      {...input}
    />
  );
}

export function PrivacyTools() {
  const id = useId();
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string>();
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);

  async function lookUp(email: string): Promise<Found | null> {
    const result = await callApi<Found>(`/api/admin/privacy?email=${encodeURIComponent(email)}`, { method: "GET", cache: "no-store" });
    if (result.ok) return result.body;
    if (result.status === 400) setAddressError(errorMessage(result, "Please enter a valid email address."));
    else toast.error("Search failed", { description: errorMessage(result, "Please try again.") });
    return null;
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = privacyEmailSchema.safeParse({ email: address });
    if (!parsed.success) {
      setAddressError(parsed.error.issues[0]?.message ?? "Please enter a valid email address.");
      return;
    }
    setAddressError(undefined);
    setSearching(true);
    try {
      const result = await lookUp(parsed.data.email);
      if (result) setFound(result);
    } catch {
      toast.error("Search failed", { description: "Could not reach the server. Please try again." });
    } finally {
      setSearching(false);
    }
  }

  async function afterErasure(email: string) {
    try {
      setFound(await lookUp(email));
    } catch {
      setFound(null);
    }
  }

  const inputId = `${id}-email`;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div className="max-w-3xl">
        <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight text-ink">
          Privacy requests
        </h2>
        <p className="mt-2 text-sm text-muted">
          Find everything the site stores for one e-mail address, send the person a copy (rights of access and portability) or erase it
          (right to deletion). For a correction, a restriction or an objection, reply to them and change the record by hand. The privacy
          page promises an answer within {responseTimes.privacyRequestsDays} days.
        </p>
      </div>

      <form
        role="search"
        aria-label="Personal data"
        noValidate
        onSubmit={search}
        aria-busy={searching}
        className="grid max-w-2xl grid-cols-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-3"
      >
        <label htmlFor={inputId} className={`${labelClasses} sm:col-span-2`}>
          Visitor&apos;s e-mail address
        </label>
        <AddressInput
          id={inputId}
          name="email"
          value={address}
          onChange={setAddress}
          error={addressError}
          className="sm:col-start-1 sm:row-start-2"
        />
        {/* After the input in reading order; beside it from sm up, with the error below both. */}
        <div className="sm:col-start-1 sm:row-start-3">
          <FieldError id={inputId} message={addressError} />
        </div>
        <button
          type="submit"
          disabled={searching}
          className={buttonClasses("primary", "mt-3 sm:col-start-2 sm:row-start-2 sm:mt-2 sm:self-stretch")}
        >
          {searching ? (
            <Icon name="loader" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <Icon name="search" className="h-4 w-4" />
          )}
          Search
        </button>
      </form>
      <p role="status" className="sr-only">
        {found ? foundText(found) : ""}
      </p>
      {found ? <FoundData found={found} onErased={afterErasure} /> : null}
    </section>
  );
}

function FoundData({ found, onErased }: { found: Found; onErased: (email: string) => Promise<void> }) {
  const id = useId();
  const total = totalOf(found);
  const rows = listRows(found);

  if (total === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
        Nothing is stored for <strong className="wrap-anywhere">{found.email}</strong>.
      </p>
    );
  }

  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Stored for <span className="wrap-anywhere">{found.email}</span>
      </h3>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {(Object.keys(countLabels) as CountName[]).map((name) => (
          <div key={name} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
            <dt className="text-xs font-medium text-muted">{countLabels[name]}</dt>
            <dd className={`text-2xl font-bold ${found.counts[name] > 0 ? "text-ink" : "text-slate-500 dark:text-slate-400"}`}>
              {found.counts[name]}
            </dd>
          </div>
        ))}
      </dl>

      <div>
        <h4 className="text-sm font-semibold text-ink">Latest rows</h4>
        <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {rows.slice(0, listLimit).map((row) => (
            <li key={row.key} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
              <span className="shrink-0 font-medium text-ink sm:w-36">{row.kind}</span>
              <span className="shrink-0 text-slate-600 sm:w-28 dark:text-slate-400">{row.date}</span>
              <span className="min-w-0 truncate text-slate-700 dark:text-slate-300" title={row.text}>
                {row.text}
              </span>
            </li>
          ))}
        </ul>
        {rows.length > listLimit ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            And {plural(rows.length - listLimit, "more row", "more rows")} in the JSON file.
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={`/api/admin/privacy/export?email=${encodeURIComponent(found.email)}`} download className={buttonClasses("secondary")}>
          <Icon name="download" className="h-4 w-4" />
          Download JSON
        </a>
        <EraseButton found={found} onErased={onErased} />
      </div>

      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        <p className="font-semibold">What erasing keeps</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            Payments stay as accounting records (amount, status, Razorpay ids) with no name or e-mail; they lose their link to the erased
            quote.
          </li>
          <li>
            Razorpay&apos;s payment notices stay with only the order, amount and status; the payer&apos;s e-mail and phone are removed.
          </li>
          <li>Mail already delivered to an inbox (the agency&apos;s or theirs) is outside the site: delete it there too.</li>
        </ul>
      </div>
    </div>
  );
}

function EraseButton({ found, onErased }: { found: Found; onErased: (email: string) => Promise<void> }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string>();
  const [erasing, setErasing] = useState(false);
  const inputId = `${id}-confirm`;
  const toErase = erasedCounts.reduce((sum, name) => sum + found.counts[name], 0);

  function open() {
    setConfirmation("");
    setError(undefined);
    dialogRef.current?.showModal();
    inputRef.current?.focus();
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (normalise(confirmation) !== found.email) {
      setError(`The address does not match. Type ${found.email} to confirm.`);
      inputRef.current?.focus();
      return;
    }
    setErasing(true);
    try {
      const result = await callApi<{ erased: ErasureCounts }>("/api/admin/privacy/erase", {
        json: { email: found.email, confirmEmail: confirmation },
      });
      if (!result.ok) {
        if (result.status === 400) setError(errorMessage(result, "The confirmation does not match the address."));
        else toast.error("Nothing was erased", { description: errorMessage(result, "Please try again.") });
        return;
      }
      const { erased } = result.body;
      const deleted = erasedCounts.reduce((sum, name) => sum + erased[name], 0);
      const kept = erased.paymentsUnlinked;
      dialogRef.current?.close();
      toast.success(`Erased the data of ${found.email}`, {
        description: `${plural(deleted, "row", "rows")} deleted${kept > 0 ? `; ${plural(kept, "payment", "payments")} kept without personal data` : ""}.`,
      });
      await onErased(found.email);
    } catch {
      toast.error("Nothing was erased", { description: "Could not reach the server. Please try again." });
    } finally {
      setErasing(false);
    }
  }

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={open} className={dangerButton}>
        <Icon name="trash" className="h-4 w-4" />
        Erase all data for this address
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
      >
        <form noValidate onSubmit={erase} aria-busy={erasing} className="space-y-4 p-6">
          <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
            Erase all data for <span className="wrap-anywhere">{found.email}</span>?
          </h2>
          <p id={`${id}-description`} className="text-sm text-slate-700 dark:text-slate-300">
            This deletes {plural(toErase, "row", "rows")} at once, including resume files and unsent mail, and cannot be undone. Download
            the JSON first if the person asked for a copy.
          </p>
          <div>
            <label htmlFor={inputId} className={labelClasses}>
              Type the address again to confirm
            </label>
            <AddressInput ref={inputRef} id={inputId} name="confirmEmail" value={confirmation} onChange={setConfirmation} error={error} />
            <FieldError id={inputId} message={error} />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClasses("secondary")}>
              Cancel
            </button>
            <button type="submit" disabled={erasing} className={dangerButton}>
              {erasing ? <Icon name="loader" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
              Erase permanently
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-link";
import { adminTabLabels, dashboardHref } from "@/lib/admin/dashboard-params";
import type { LeadStory, PaymentSummary, StoryField } from "@/lib/admin/lead-story";
import { leadKinds } from "@/lib/leads/kinds";
import { EmailLink, PhoneLink } from "./admin-table";
import { Badge, paymentStateTones } from "./badge";
import { ReceiptLink } from "./receipt-link";
import { ResendReceiptButton } from "./receipt-actions.client";
import { LocalTime } from "./local-time.client";
import { QuoteStatusSelect } from "./quote-status-select.client";

/** A field's value as its format says: a time in the reader's zone, an address or a phone as a link. */
function Value({ field }: { field: StoryField }) {
  const { value, format } = field;
  if (!value) return <span className="text-slate-500 dark:text-slate-400">None</span>;
  if (format === "date") return <LocalTime iso={value} />;
  if (format === "email") return <EmailLink email={value} />;
  if (format === "phone") return <PhoneLink phone={value} />;
  return <>{value}</>;
}

/** What a payment's page leads with: who paid (with mail and call links), what for, the receipt, the refunds. */
function PaymentSummaryCard({ payment }: { payment: PaymentSummary }) {
  const { payer } = payment;
  const fields = leadKinds.payments.fields;
  return (
    <section aria-labelledby="payment-summary" className="card space-y-4 p-4" data-payment-summary>
      <h2 id="payment-summary" className="sr-only">
        Payment
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold text-ink tabular-nums">{payment.amount}</p>
        <Badge tone={paymentStateTones[payment.state]}>{payment.stateLabel}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm text-muted">{fields.payerName.label}</dt>
          <dd className="break-words text-ink">
            {payer.name ?? <span className="text-slate-500 dark:text-slate-400">Not known</span>}
            {payer.email ? (
              <span className="block">
                <EmailLink email={payer.email} />
              </span>
            ) : null}
            {payer.phone ? (
              <span className="block">
                <PhoneLink phone={payer.phone} />
              </span>
            ) : null}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-muted">{fields.purchase.label}</dt>
          <dd className="break-words text-ink">
            {payment.quoteId ? (
              <Link href={`/admin/leads/quotes/${payment.quoteId}`} className="font-medium text-accent hover:underline">
                {payment.purchase}
              </Link>
            ) : (
              payment.purchase
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-muted">{fields.receipt.label}</dt>
          <dd className="flex flex-wrap items-center gap-2 text-ink">
            {payment.receipt ? (
              <>
                <ReceiptLink receipt={payment.receipt} />
                <ResendReceiptButton receipt={payment.receipt} />
              </>
            ) : (
              <span className="text-slate-500 dark:text-slate-400">None yet: a receipt is issued once the payment is captured</span>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-muted">{fields.refunded.label}</dt>
          <dd className="text-ink">
            {payment.refunds.length === 0 ? (
              <span className="text-slate-500 dark:text-slate-400">None</span>
            ) : (
              <ul className="space-y-1">
                {payment.refunds.map((refund) => (
                  <li key={refund.id} className="tabular-nums">
                    {refund.amount} · {refund.status === "processed" ? "refunded" : refund.status} ·{" "}
                    <LocalTime iso={refund.at.toISOString()} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Everything stored about one lead, with its actions, on one screen that fits a phone. */
export function LeadStoryView({ story }: { story: LeadStory }) {
  const short = story.fields.filter((field) => field.format !== "long");
  const long = story.fields.filter((field) => field.format === "long");
  const lastChange = story.quote?.history.at(-1);
  return (
    <article aria-labelledby="lead-title" className="space-y-6">
      <nav aria-label="Back">
        <Link
          href={dashboardHref({ tab: story.kind })}
          className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
        >
          <Icon name="chevron-left" className="h-4 w-4" />
          {adminTabLabels[story.kind]}
        </Link>
      </nav>
      <header>
        <h1 id="lead-title" className="text-2xl font-bold tracking-tight break-words text-ink">
          {story.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Received <LocalTime iso={story.createdAt.toISOString()} />
        </p>
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
          {story.source ? `Came from ${story.source}` : "Source not recorded: the visitor did not choose Accept All, or it was not kept."}
        </p>
      </header>

      {story.payment ? <PaymentSummaryCard payment={story.payment} /> : null}

      <section aria-labelledby="lead-actions" className="card space-y-3 p-4">
        <h2 id="lead-actions" className="font-semibold text-ink">
          Actions
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {story.quote ? (
            <QuoteStatusSelect
              quoteId={story.id}
              status={story.quote.status}
              quoteName={story.title}
              lastChange={lastChange ? { at: lastChange.at.toISOString(), by: lastChange.by } : null}
            />
          ) : null}
          {story.resume ? (
            <a href={`/api/admin/resumes/${story.resume.id}`} download className={buttonClasses("secondary", "px-3 py-2")}>
              <Icon name="file-down" className="h-4 w-4" />
              Download resume
            </a>
          ) : null}
          {story.email ? (
            <>
              <a
                href={`/api/admin/privacy/export?${new URLSearchParams({ email: story.email })}`}
                download
                className={buttonClasses("secondary", "px-3 py-2")}
              >
                <Icon name="download" className="h-4 w-4" />
                Export personal data
              </a>
              <Link href={dashboardHref({ tab: "privacy" })} className={buttonClasses("ghost", "px-3 py-2")}>
                Erase in Privacy
              </Link>
            </>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="lead-details" className="card p-4">
        <h2 id="lead-details" className="font-semibold text-ink">
          Details
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {short.map((field) => (
            <div key={field.label} className="min-w-0">
              <dt className="text-sm text-muted">{field.label}</dt>
              <dd className="break-words text-ink">
                <Value field={field} />
              </dd>
            </div>
          ))}
        </dl>
        {long.map((field) => (
          <div key={field.label} className="mt-4">
            <h3 className="text-sm text-muted">{field.label}</h3>
            <p className="mt-1 break-words whitespace-pre-line text-ink">{field.value}</p>
          </div>
        ))}
      </section>

      {story.quote ? (
        <section aria-labelledby="lead-history" className="card p-4">
          <h2 id="lead-history" className="font-semibold text-ink">
            Status history
          </h2>
          {story.quote.history.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Pending since it arrived; no change yet.</p>
          ) : (
            <ol className="mt-2 space-y-1 text-sm">
              {story.quote.history.map((change) => (
                <li key={change.at.toISOString()} className="break-words">
                  <LocalTime iso={change.at.toISOString()} />: {change.from} → {change.to}, by {change.by}
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}

      {story.payments.length > 0 ? (
        <section aria-labelledby="lead-payments" className="card p-4">
          <h2 id="lead-payments" className="font-semibold text-ink">
            Payments
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {story.payments.map((payment) => (
              <li key={payment.id} className="break-words">
                <Link href={`/admin/leads/payments/${payment.id}`} className="font-medium text-accent hover:underline">
                  {payment.description}
                </Link>{" "}
                · {payment.amount} · {payment.status} · <LocalTime iso={payment.at.toISOString()} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="lead-mails" className="card p-4">
        <h2 id="lead-mails" className="font-semibold text-ink">
          Mail sent
        </h2>
        {story.mails.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No mail about this address is kept (copies go after 30 days).</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {story.mails.map((mail) => (
              <li key={mail.id} className="break-words">
                {mail.subject} · {mail.sentAt ? <LocalTime iso={mail.sentAt.toISOString()} /> : "not sent yet"}
              </li>
            ))}
          </ul>
        )}
      </section>

      {story.alsoStored.length > 0 ? (
        <section aria-labelledby="lead-also" className="card p-4">
          <h2 id="lead-also" className="font-semibold text-ink">
            Also stored for this address
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {story.alsoStored.map((row) => (
              <li key={row.id}>
                <Link href={`/admin/leads/${row.kind}/${row.id}`} className="font-medium text-accent hover:underline">
                  {row.label}
                </Link>{" "}
                · <LocalTime iso={row.createdAt.toISOString()} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

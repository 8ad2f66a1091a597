import { Icon } from "@/components/ui/icon";
import type { PaymentMethod } from "@/lib/i18n/records/payment-methods";
import type { PaymentMethodStatus } from "@/lib/catalogue/payment-methods";

const statusClasses: Record<PaymentMethod["status"], string> = {
  available: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  "coming-soon": "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  "on-request": "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100",
};

/** A payment method in the page's language: its status's name, and where and how to ask for a PayPal invoice. */
export function PaymentMethodCard({
  method,
  statusLabels,
  paypal,
}: {
  method: PaymentMethod;
  statusLabels: Readonly<Record<PaymentMethodStatus, string>>;
  paypal: { href: string; label: string };
}) {
  const headingId = `${method.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="card flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-lg bg-indigo-100 p-2.5 text-accent dark:bg-indigo-950">
          <Icon name={method.icon} className="h-6 w-6" />
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusClasses[method.status]}`}>
          {statusLabels[method.status]}
        </span>
      </div>
      <h2 id={headingId} className="mt-4 text-lg font-semibold text-ink">
        {method.name}
      </h2>
      <p className="mt-2 text-muted">{method.description}</p>
      {method.details.length > 0 ? (
        <dl className="mt-4 space-y-2 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800">
          {method.details.map((row) => (
            <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-muted">{row.label}</dt>
              <dd className="ml-auto text-right font-mono font-medium wrap-break-word text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {method.qrCode ? <p className="mt-3 text-sm text-muted">{method.qrCode}</p> : null}
      <p className="mt-4 text-sm text-muted">{method.note}</p>
      {method.id === "paypal" ? (
        <a href={paypal.href} className="mt-auto inline-flex pt-4 text-sm font-semibold text-accent underline-offset-4 hover:underline">
          {paypal.label}
        </a>
      ) : null}
    </section>
  );
}

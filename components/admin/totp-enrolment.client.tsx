"use client";

import { useId, useState, type FormEvent } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { controlClasses, describedBy, FieldError, labelClasses } from "@/components/ui/form-fields";
import { RecoveryCodes } from "./recovery-codes";
import { callApi } from "@/lib/browser/api/call-api";
import { failureMessage } from "./failure-message";

interface Enrolment {
  secret: string;
  uri: string;
  qrCode: string;
}

/** Adding an authenticator app: a QR code (and its secret to type), then the app's first code confirms it. */
export function TotpEnrolment({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);
  const [working, setWorking] = useState(false);

  async function start() {
    setWorking(true);
    const result = await callApi<Enrolment>("/api/admin/security/totp", { method: "POST", cache: "no-store" });
    setWorking(false);
    if (result.ok) setEnrolment(result.body);
    else setError(failureMessage(result));
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWorking(true);
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    const result = await callApi<{ recoveryCodes: string[] | null }>("/api/admin/security/totp/confirm", {
      method: "POST",
      json: { code },
      cache: "no-store",
    });
    setWorking(false);
    if (!result.ok) {
      setError(failureMessage(result));
      return;
    }
    setError(undefined);
    setCodes(result.body.recoveryCodes);
    setDone(true);
    onDone?.();
  }

  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
          Your authenticator app is set up.
        </p>
        {codes ? <RecoveryCodes codes={codes} /> : null}
      </div>
    );
  }
  if (!enrolment) {
    return (
      <div className="space-y-2">
        <button type="button" onClick={start} disabled={working} className={buttonClasses("primary")}>
          Set up an authenticator app
        </button>
        {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
      </div>
    );
  }
  const inputId = `${id}-code`;
  return (
    <form onSubmit={confirm} className="max-w-md space-y-4" aria-busy={working}>
      <p className="text-sm text-muted">Scan this code with your authenticator app, or type the key below into it.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL made on the server, nothing to optimise */}
      <img
        src={enrolment.qrCode}
        alt="QR code to add the dashboard to your authenticator app"
        width={200}
        height={200}
        className="rounded bg-white"
      />
      <p className="text-sm">
        Key:{" "}
        <code data-testid="totp-secret" className="font-mono break-all">
          {enrolment.secret}
        </code>
      </p>
      <div>
        <label htmlFor={inputId} className={labelClasses}>
          Code from the app
        </label>
        <input
          id={inputId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          className={controlClasses(Boolean(error))}
          {...describedBy(inputId, error)}
        />
        <FieldError id={inputId} message={error} />
      </div>
      <button type="submit" disabled={working} className={buttonClasses("primary")}>
        Confirm
      </button>
    </form>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { buttonClasses } from "@/components/ui/button-link";
import { controlClasses, labelClasses } from "@/components/ui/form-fields";
import { RecoveryCodes } from "./recovery-codes";
import { callApi } from "@/lib/browser/api/call-api";
import { failureMessage } from "./failure-message";

/** Adding a passkey: a name for it, then the browser's own dialog (Touch ID, Windows Hello, a phone, a key). */
export function PasskeyEnrolment({ refresh = true }: { refresh?: boolean }) {
  const id = useId();
  const router = useRouter();
  const [message, setMessage] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [working, setWorking] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim() || "Passkey";
    setWorking(true);
    try {
      const options = await callApi<{ challengeId: string; options: never }>("/api/admin/security/passkeys/options", {
        method: "POST",
        cache: "no-store",
      });
      if (!options.ok) throw new Error(failureMessage(options));
      // Only this panel needs the WebAuthn helpers: loaded on the click.
      const { startRegistration } = await import("@simplewebauthn/browser");
      const response = await startRegistration({ optionsJSON: options.body.options });
      const saved = await callApi<{ recoveryCodes: string[] | null }>("/api/admin/security/passkeys", {
        method: "POST",
        json: {
          challengeId: options.body.challengeId,
          response,
          name,
        },
        cache: "no-store",
      });
      if (!saved.ok) throw new Error(failureMessage(saved));
      setCodes(saved.body.recoveryCodes);
      setMessage(`Passkey "${name}" added.`);
      // On the enrolment page a refresh would go on to the dashboard before the codes are read.
      if (refresh) router.refresh();
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : "The passkey was not added.");
    } finally {
      setWorking(false);
    }
  }

  const inputId = `${id}-name`;
  return (
    <div className="space-y-4">
      <form onSubmit={add} className="flex max-w-md flex-col gap-3 sm:flex-row sm:items-end" aria-busy={working}>
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className={labelClasses}>
            Passkey name
          </label>
          <input id={inputId} name="name" maxLength={60} placeholder="e.g. Office laptop" className={controlClasses(false)} />
        </div>
        <button type="submit" disabled={working} className={buttonClasses("secondary")}>
          Add a passkey
        </button>
      </form>
      <p role="status" className="text-sm text-muted">
        {message ?? ""}
      </p>
      {codes ? <RecoveryCodes codes={codes} /> : null}
    </div>
  );
}

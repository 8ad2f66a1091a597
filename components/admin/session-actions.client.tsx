"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { toast } from "@/components/ui/toast";
import { callApi } from "@/lib/browser/api/call-api";
import { failureMessage } from "./failure-message";

/** Ends one session of the admin, or every one (this browser's too, which then goes to /login). */
export function EndSessionButton({ sessionId, label, current }: { sessionId: string | "all"; label: string; current: boolean }) {
  const router = useRouter();
  const [working, setWorking] = useState(false);

  async function end() {
    setWorking(true);
    const result = await callApi("/api/admin/sessions", {
      method: "POST",
      json: sessionId === "all" ? { all: true } : { sessionId },
      cache: "no-store",
    });
    setWorking(false);
    if (!result.ok) {
      toast.error("Could not end the session", { description: failureMessage(result) });
      return;
    }
    if (current) window.location.replace("/login");
    else router.refresh();
  }

  return (
    <button
      type="button"
      onClick={end}
      disabled={working}
      className={buttonClasses(sessionId === "all" ? "primary" : "secondary", "px-3 py-2")}
    >
      {label}
    </button>
  );
}

/** Removes a factor (the app, a passkey) or makes new recovery codes; shows the new codes once. */
export function FactorAction({ path, method, label }: { path: string; method: "POST" | "DELETE"; label: string }) {
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function act() {
    setWorking(true);
    const result = await callApi<{ recoveryCodes?: string[] }>(path, { method, cache: "no-store" });
    setWorking(false);
    if (!result.ok) {
      toast.error("That did not work", { description: failureMessage(result) });
      return;
    }
    if (result.body.recoveryCodes) setCodes(result.body.recoveryCodes);
    router.refresh();
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={act} disabled={working} className={buttonClasses("secondary", "px-3 py-2")}>
        {label}
      </button>
      {codes ? (
        <ul aria-label="New recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-ink">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

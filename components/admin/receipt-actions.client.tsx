"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { toast } from "@/components/ui/toast";
import { callApi } from "@/lib/browser/api/call-api";
import { failureMessage } from "./failure-message";

/** Mails a receipt to its payer again (POST /api/admin/receipts/{id}/resend, recorded in the audit log). */
export function ResendReceiptButton({ receipt }: { receipt: { id: string; number: string } }) {
  const [working, setWorking] = useState(false);

  async function resend() {
    setWorking(true);
    const result = await callApi(`/api/admin/receipts/${receipt.id}/resend`, { method: "POST", cache: "no-store" });
    setWorking(false);
    if (result.ok) toast.success(`Receipt ${receipt.number} queued`, { description: "It goes to the payer's e-mail within minutes." });
    else toast.error(`Could not resend receipt ${receipt.number}`, { description: failureMessage(result) });
  }

  return (
    <button
      type="button"
      onClick={resend}
      disabled={working}
      aria-label={`Resend receipt ${receipt.number}`}
      className={buttonClasses("secondary", "px-2 py-1 text-xs")}
    >
      Resend
    </button>
  );
}

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, serve } from "@/test/form-answers";
import { raisedToasts } from "@/test/toast-stand-in";
import { ResendReceiptButton } from "./receipt-actions.client";

vi.mock("@/components/ui/toast", () => import("@/test/toast-stand-in"));

const receipt = { id: "5b0c6f4e-0000-4000-8000-000000000001", number: "RCPT/2026-27/0001" };

describe("the receipt's Resend button", () => {
  it("asks the server to mail the receipt again and says it is queued", async () => {
    const sent = serve(answer(202, { status: "queued" }));
    render(<ResendReceiptButton receipt={receipt} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend receipt RCPT/2026-27/0001" }));
    await waitFor(() => expect(raisedToasts.map((toast) => toast.title)).toContain("Receipt RCPT/2026-27/0001 queued"));
    expect(sent.map((request) => request.url)).toEqual([`/api/admin/receipts/${receipt.id}/resend`]);
  });

  it("says so when the server cannot resend it", async () => {
    serve(answer(409, { error: "no_address" }));
    render(<ResendReceiptButton receipt={receipt} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend receipt RCPT/2026-27/0001" }));
    await waitFor(() => expect(raisedToasts.map((toast) => toast.title)).toContain("Could not resend receipt RCPT/2026-27/0001"));
  });
});

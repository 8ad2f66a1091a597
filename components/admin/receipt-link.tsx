import { adminLinkClasses } from "./admin-table";

/** A receipt's number, opening its page (the admin's view of what the payer received). */
export function ReceiptLink({ receipt }: { receipt: { id: string; number: string } }) {
  return (
    <a href={`/api/admin/receipts/${receipt.id}`} target="_blank" rel="noopener" className={`text-sm ${adminLinkClasses}`}>
      {receipt.number}
    </a>
  );
}

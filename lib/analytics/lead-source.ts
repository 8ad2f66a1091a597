import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeVisitSource, leadSourceHeader, type VisitSource } from "./visit-source";

// A lead's source as the server reads and stores it: the header's value
// cleaned (lib/analytics/visit-source.ts), or nothing. A header that cannot be
// read never refuses a submission; the lead is stored without a source.

/** The visit's source a form's request carries in its headers, or null. */
export function leadSourceOf(headers: Headers): VisitSource | null {
  return decodeVisitSource(headers.get(leadSourceHeader));
}

/** The value of a `source` column: the object, or undefined (NULL) without one. */
export function sourceColumn(source: VisitSource | null): Prisma.InputJsonObject | undefined {
  return source ? { ...source } : undefined;
}

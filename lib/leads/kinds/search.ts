// How the lists' search box matches: a case-insensitive substring, and phones
// by their digits. Each kind says which of its fields the search looks in.

/** LIKE's wildcards and escape character as plain text: Prisma passes `contains` through as is. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** Case-insensitive substring. */
export function containing(search: string) {
  return { contains: escapeLike(search), mode: "insensitive" as const };
}

/**
 * Phones are stored as +91XXXXXXXXXX: "98765 43210" or "040-2345" (with the
 * trunk 0 that the stored form drops) should still find one.
 */
function phoneDigits(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 3 ? digits : null;
}

/** A phone column matching the search's digits, or nothing when the search is not a phone number. */
export function phoneMatch<Field extends string = "phone">(
  search: string,
  column = "phone" as Field,
): Record<Field, { contains: string }>[] {
  const digits = phoneDigits(search);
  return digits ? [{ [column]: { contains: digits } } as Record<Field, { contains: string }>] : [];
}

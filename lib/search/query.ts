import { maxQueryLength } from "./search";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The q parameter as one trimmed string (the first, when repeated), cut to the longest query searched. */
export function readQuery(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? "").trim().slice(0, maxQueryLength);
}

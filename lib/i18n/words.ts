// Laying a language's words over the catalogue's records, each record's found
// by its id, never by its place in a list. No imports: the records' composers
// (records/) use these for every language, and client code may import a record.

/** A record's words, found by the record's id, never by its place in a list (messages.test.ts holds every id to its words). */
export function wordsOf<W>(words: Readonly<Record<string, W>>, id: string): W {
  const found = words[id];
  if (found === undefined) throw new Error(`No words for "${id}"`);
  return found;
}

/** Each record with its words laid over it, found by the record's id. */
export function withWords<R extends { id: string }, W extends object>(records: readonly R[], words: Readonly<Record<string, W>>) {
  return records.map((record): Omit<R, keyof W> & W => ({ ...record, ...wordsOf(words, record.id) }));
}

/** Each record with the label its language gives it by id (a stat, a filter, a category). */
export function relabelled<R extends { id: string }>(
  records: readonly R[],
  labels: Readonly<Record<string, string>>,
): (R & { label: string })[] {
  return records.map((record) => ({ ...record, label: wordsOf(labels, record.id) }));
}

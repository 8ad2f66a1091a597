const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs; anything else cannot name a row (and would make Postgres throw). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

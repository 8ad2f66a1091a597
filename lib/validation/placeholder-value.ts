/** A setting still holding a value copied from an example file ("your-key-here") instead of a real one. */
export function isPlaceholderValue(value: string): boolean {
  return /your|placeholder|changeme|example|xxxx|here/i.test(value);
}

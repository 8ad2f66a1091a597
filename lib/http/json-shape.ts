/** What a value becomes once sent as JSON and parsed again: dates arrive as ISO strings. */
export type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? AsJson<Item>[]
    : T extends object
      ? { [Key in keyof T]: AsJson<T[Key]> }
      : T;

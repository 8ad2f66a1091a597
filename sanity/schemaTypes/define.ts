// The few shapes of Sanity's schema API these types use, typed here so the
// site does not import the Studio package (`sanity`). The objects are what
// Sanity's own defineType/defineField return, so a Studio project can use
// them as they are (see ../README.md).

export interface FieldDefinition {
  name: string;
  type: string;
  title?: string;
  description?: string;
  to?: readonly { type: string }[];
  of?: readonly Record<string, unknown>[];
  fields?: readonly FieldDefinition[];
  options?: Record<string, unknown>;
  validation?: (rule: Rule) => Rule | Rule[];
  initialValue?: unknown;
}

export interface TypeDefinition {
  name: string;
  type: "document" | "object" | "array";
  title: string;
  fields?: readonly FieldDefinition[];
  of?: readonly Record<string, unknown>[];
  preview?: { select: Record<string, string> };
  orderings?: readonly { title: string; name: string; by: readonly { field: string; direction: "asc" | "desc" }[] }[];
}

/** The part of Sanity's validation rule builder these types call. */
export interface Rule {
  required(): Rule;
  max(length: number): Rule;
  uri(options: { scheme: readonly string[]; allowRelative?: boolean }): Rule;
}

export function defineType<T extends TypeDefinition>(definition: T): T {
  return definition;
}

export function defineField<T extends FieldDefinition>(definition: T): T {
  return definition;
}

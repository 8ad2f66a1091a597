/** A text with its {name} placeholders filled in: "Rated {rating} out of 5" → "Rated 4 out of 5". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

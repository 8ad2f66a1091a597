// A small well-formedness check for generated XML parts (tests only): every
// start tag closed in order, attributes quoted, no stray "<" or "&".

export function assertWellFormedXml(xml: string, name = "xml"): void {
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const token = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, closing, tag, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error(`${name}: bare & in text`);
      continue;
    }
    if (!tag) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== tag) throw new Error(`${name}: </${tag}> closes <${open ?? "nothing"}>`);
    } else if (!selfClosing) {
      stack.push(tag);
    }
  }
  if (consumed !== body.length) throw new Error(`${name}: cannot read past character ${consumed}`);
  if (stack.length) throw new Error(`${name}: <${stack.join("> <")}> never closed`);
}

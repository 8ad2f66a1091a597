// The icon sprite: every drawing of components/ui/icon-set.ts as a <symbol>,
// in one SVG file that each page's icons point into (<use href="…#name">).
// The file name carries a hash of its content, so it can be cached for good.
import { createHash } from "node:crypto";
import { iconSet } from "@/components/ui/icon-set";

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export function renderIconSprite(): string {
  const symbols = Object.entries(iconSet).map(([name, drawing]) => {
    const shapes = drawing.map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([attribute]) => attribute !== "key")
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value ?? "")}"`)
        .join("");
      return `<${tag}${written}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Where the sprite is served from: public/icons/<hash>.svg. */
export function iconSpriteUrl(sprite: string): string {
  return `/icons/${createHash("sha256").update(sprite).digest("hex").slice(0, 12)}.svg`;
}

export const iconSpriteModule = "components/ui/icon-sprite.ts";

export function renderIconSpriteModule(url: string): string {
  return (
    "// Written by npm run icons:generate (scripts/generate-icon-sprite.ts): the sprite file's address.\n" +
    `export const iconSpriteUrl = "${url}";\n`
  );
}

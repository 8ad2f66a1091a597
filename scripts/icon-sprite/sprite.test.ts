import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconSpriteUrl as shippedUrl } from "@/components/ui/icon-sprite";
import { iconSet } from "@/components/ui/icon-set";
import { iconSpriteModule, iconSpriteUrl, renderIconSprite, renderIconSpriteModule } from "./sprite";

const sprite = renderIconSprite();

describe("the icon sprite", () => {
  it("is shipped as generated from the icon set (else run npm run icons:generate)", () => {
    expect(shippedUrl).toBe(iconSpriteUrl(sprite));
    expect(readFileSync(path.join("public", shippedUrl), "utf8")).toBe(sprite);
    expect(readFileSync(iconSpriteModule, "utf8")).toBe(renderIconSpriteModule(shippedUrl));
    expect(readdirSync("public/icons")).toEqual([path.basename(shippedUrl)]);
  });

  it("draws every icon of the set, each as a symbol with Lucide's 24-unit box and its shapes' own attributes", () => {
    for (const name of Object.keys(iconSet)) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(iconSet).length);
    // The palette's paint dots are filled where the outline is not.
    expect(sprite).toContain('<circle cx="13.5" cy="6.5" r=".5" fill="currentColor"/>');
  });
});

// Writes the icon sprite (scripts/icon-sprite/sprite.ts) to public/icons/ and
// its address to components/ui/icon-sprite.ts, and removes the sprite it
// replaces. Run with `npm run icons:generate` after changing
// components/ui/icon-set.ts; commit both. Output is deterministic.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { iconSpriteModule, iconSpriteUrl, renderIconSprite, renderIconSpriteModule } from "@/scripts/icon-sprite/sprite";

const root = process.cwd();
const folder = path.join(root, "public/icons");
const sprite = renderIconSprite();
const url = iconSpriteUrl(sprite);

mkdirSync(folder, { recursive: true });
for (const old of readdirSync(folder)) rmSync(path.join(folder, old));
writeFileSync(path.join(root, "public", url), sprite);
writeFileSync(path.join(root, iconSpriteModule), renderIconSpriteModule(url));
console.log(`public${url}  ${Buffer.byteLength(sprite)} bytes`);

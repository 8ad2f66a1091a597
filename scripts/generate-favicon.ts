// Writes public/favicon.png, the browser tab's icon, from public/logo.svg.
// Run with `npm run favicon:generate` after changing the logo; commit both.
//
// A raster icon because Chrome draws an SVG favicon as a document of its own
// on the page's main thread, after load: a 65 ms task on a phone's processor
// during a first visit. 48 px: the size Google Search asks a favicon to be a
// multiple of.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const faviconSize = 48;

const root = process.cwd();
const svg = readFileSync(path.join(root, "public/logo.svg"));
const png = await sharp(svg, { density: 300 }).resize(faviconSize, faviconSize).png({ compressionLevel: 9, palette: true }).toBuffer();
writeFileSync(path.join(root, "public/favicon.png"), png);
console.log(`public/favicon.png  ${png.length} bytes`);

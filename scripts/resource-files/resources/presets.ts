import type { ZipEntry } from "../zip";

// The reel editing pack: colour LUTs (.cube, read by Premiere Pro, DaVinci
// Resolve, Final Cut Pro and most editors), title and safe-zone overlays (SVG),
// and text guides for transitions and export settings.

type Rgb = [number, number, number];
const clamp = (value: number) => Math.min(1, Math.max(0, value));
const luma = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
/** A gentle S-curve: `amount` 0 leaves values alone. */
const sCurve = (value: number, amount: number) => value + amount * (value - 0.5) * (1 - Math.abs(2 * value - 1));
const saturate = (rgb: Rgb, amount: number): Rgb => {
  const y = luma(rgb);
  return rgb.map((channel) => y + (channel - y) * amount) as Rgb;
};

const looks: readonly { file: string; title: string; transform: (rgb: Rgb) => Rgb }[] = [
  {
    file: "warm-festive.cube",
    title: "Warm Festive",
    transform: (rgb) => {
      const [r, g, b] = saturate(rgb, 1.12);
      return [sCurve(r * 1.04 + 0.015, 0.25), sCurve(g * 1.01 + 0.005, 0.25), sCurve(b * 0.93, 0.25)];
    },
  },
  {
    file: "clean-daylight.cube",
    title: "Clean Daylight",
    transform: (rgb) => {
      const [r, g, b] = saturate(rgb, 1.05);
      return [sCurve(r * 0.99, 0.2), sCurve(g, 0.2), sCurve(b * 1.02 + 0.005, 0.2)];
    },
  },
  {
    file: "teal-orange-soft.cube",
    title: "Teal Orange Soft",
    transform: (rgb) => {
      const y = luma(rgb);
      // Shadows lean teal, highlights and skin lean orange; half strength keeps skin natural.
      const shadow = 1 - y;
      const [r, g, b] = rgb;
      return [
        sCurve(r - 0.04 * shadow + 0.035 * y, 0.22),
        sCurve(g + 0.015 * shadow + 0.01 * y, 0.22),
        sCurve(b + 0.05 * shadow - 0.04 * y, 0.22),
      ];
    },
  },
  {
    file: "mono-contrast.cube",
    title: "Mono Contrast",
    transform: (rgb) => {
      const y = sCurve(luma(rgb), 0.45);
      return [y, y, y];
    },
  },
];

/** A 3D LUT in the .cube format (Adobe/Resolve): red varies fastest. */
export function cubeLut(title: string, transform: (rgb: Rgb) => Rgb, size = 17): string {
  const lines = [
    `TITLE "${title}"`,
    "# Generated for the Reel Editing Presets pack. Apply to Rec.709 footage.",
    `LUT_3D_SIZE ${size}`,
    "DOMAIN_MIN 0.0 0.0 0.0",
    "DOMAIN_MAX 1.0 1.0 1.0",
  ];
  for (let b = 0; b < size; b += 1) {
    for (let g = 0; g < size; g += 1) {
      for (let r = 0; r < size; r += 1) {
        const out = transform([r / (size - 1), g / (size - 1), b / (size - 1)]);
        lines.push(out.map((value) => clamp(value).toFixed(6)).join(" "));
      }
    }
  }
  return `${lines.join("\n")}\n`;
}

const safeZone = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920">
  <title>Vertical video safe zone (1080 x 1920)</title>
  <!-- Place this overlay on its own track above your edit and hide it before export.
       Shaded areas are often covered by app buttons and captions on Reels, Shorts and Stories;
       keep faces, text and logos inside the clear frame. Margins are approximate; apps change their layouts. -->
  <g fill="#ef4444" fill-opacity="0.28">
    <rect x="0" y="0" width="1080" height="220"/>
    <rect x="0" y="1500" width="1080" height="420"/>
    <rect x="900" y="220" width="180" height="1280"/>
    <rect x="0" y="220" width="60" height="1280"/>
  </g>
  <rect x="60" y="220" width="840" height="1280" fill="none" stroke="#22c55e" stroke-width="6" stroke-dasharray="24 16"/>
  <g font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#ffffff">
    <text x="540" y="130" text-anchor="middle">Top bar: keep clear</text>
    <text x="540" y="1720" text-anchor="middle">Caption, audio and handle: keep clear</text>
    <text x="990" y="860" text-anchor="middle" transform="rotate(90 990 860)">Like, comment, share buttons</text>
    <text x="480" y="870" text-anchor="middle" fill="#22c55e">Safe area for text and faces</text>
  </g>
</svg>
`;

function lowerThird(name: string, accent: string, light: boolean): string {
  const text = light ? "#0f172a" : "#ffffff";
  const panel = light ? "#ffffff" : "#0f172a";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920">
  <title>Lower third: ${name}</title>
  <!-- Transparent 1080 x 1920 overlay. Edit the two text lines in any vector editor (Inkscape, Illustrator, Figma)
       or retype them in your editor's title tool using the same positions. Sits inside the safe zone. -->
  <rect x="80" y="1290" width="760" height="170" rx="18" fill="${panel}" fill-opacity="0.92"/>
  <rect x="80" y="1290" width="14" height="170" rx="7" fill="${accent}"/>
  <text x="122" y="1362" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" fill="${text}">Name Surname</text>
  <text x="122" y="1420" font-family="Arial, Helvetica, sans-serif" font-size="36" fill="${accent}">Role, Company</text>
</svg>
`;
}

function titleCard(accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920">
  <title>Hook title card</title>
  <!-- The first three seconds decide whether a viewer stays: put the promise of the video here, in six words or fewer. -->
  <rect x="90" y="560" width="900" height="420" rx="36" fill="#0f172a" fill-opacity="0.85"/>
  <text x="540" y="720" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="#ffffff">3 mistakes</text>
  <text x="540" y="830" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="${accent}">to avoid</text>
  <text x="540" y="920" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="40" fill="#e2e8f0">before you buy</text>
</svg>
`;
}

const transitions = `TRANSITIONS CHEAT SHEET (30 fps timeline)
==========================================

Transitions work best when they are motivated by movement in the shot. Keep them
short: 4-8 frames for energy, 10-15 frames for calm content. Use one or two
styles per video, not all of them.

1. Whip pan
   - End shot A with a fast pan to one side; start shot B with a pan in the same direction.
   - Cut where both are blurred. Add directional blur (angle = pan direction, 8-12 frames) across the cut.

2. Zoom punch
   - Last 6 frames of A: scale 100% -> 130%, ease in.
   - First 6 frames of B: scale 130% -> 100%, ease out. Motion blur on.

3. Match cut
   - Match a shape, colour or movement: a cup lifted in A, a cup lowered in B.
   - Align the object's position in frame; cut on the action.

4. Hand or object wipe
   - Someone or something passes close to the lens and fills the frame in A.
   - Start B with the same move from the same side. Cut on the fully covered frame.

5. Beat cut
   - Add markers on the music's beats (tap M while playing in most editors).
   - Cut on the beats for montages; switch to every second beat when it feels rushed.

6. J and L cuts
   - J: the next shot's sound starts 10-20 frames before its picture.
   - L: the current shot's sound carries 10-20 frames over the next picture.
   - The quietest transition there is, and the most professional for interviews.

7. Dip to colour
   - 6 frames to black or white and 6 back. Use for a change of day, place or chapter only.
`;

const exportGuide = `EXPORT AND EDIT CHECKLIST FOR REELS AND SHORTS
==============================================

Timeline and export
- Sequence: 1080 x 1920, 9:16, 30 fps (or 25 fps if all footage is 25 fps). Keep the frame rate of your camera.
- Export: H.264 (MP4), high profile, VBR 12-16 Mbps, 2-pass if available; AAC audio 48 kHz, 256-320 kbps.
- Loudness: about -14 LUFS integrated, peaks below -1 dBTP. Dialogue clear over music.
- Check each platform's current maximum length and file size before you export: they change often.

Before you export
[ ] Hook in the first 3 seconds (text on screen + first spoken line)
[ ] Captions burned in or added in the app; checked for spelling, including Hindi, Telugu or other script text
[ ] Faces, text and logo inside the safe zone (safe-zones/reels-safe-zone-1080x1920.svg)
[ ] Colour: one LUT from luts/ applied after exposure and white balance are corrected, at 60-100% strength
[ ] Music licensed for commercial use (use the platform's library for business accounts where required)
[ ] Brand end card or call to action in the last 2 seconds
[ ] Cover frame chosen; readable at thumbnail size

Using the LUTs
- Premiere Pro: Lumetri Color > Creative > Look > Browse, pick the .cube file. Lower Intensity to taste.
- DaVinci Resolve: Project Settings > Color Management > Open LUT Folder, copy the files, Update Lists;
  then right-click a clip node > LUTs.
- Final Cut Pro: Effects > Color > Custom LUT > Choose Custom LUT.
- Other editors: any that import 3D LUTs in the .cube format.
The LUTs expect Rec.709 footage. For log footage, convert to Rec.709 first (camera maker's LUT), then apply these.
`;

const readme = `REEL EDITING PRESETS AND TRANSITIONS PACK
==========================================

Colour looks, title overlays, a safe-zone guide and cheat sheets for short-form
vertical video (Instagram Reels, YouTube Shorts, Stories).

Contents
- luts/               four 3D colour LUTs (.cube, 17-point):
                        warm-festive      warm, slightly richer colour for festivals, food and events
                        clean-daylight    neutral, crisp contrast for products and interviews
                        teal-orange-soft  gentle cinematic split for travel and lifestyle
                        mono-contrast     punchy black and white for quotes and transitions
- titles/             1080 x 1920 SVG overlays: two lower thirds and a hook title card
- safe-zones/         overlay showing where app buttons and captions cover the frame
- transitions-cheat-sheet.txt   seven transitions with frame counts
- export-and-edit-checklist.txt export settings and a pre-publish checklist

Free to use in your own and your clients' videos. Please do not resell the pack itself.
`;

export function presetsPack(footer: string): ZipEntry[] {
  return [
    { name: "README.txt", data: `${readme}\n${footer}\n` },
    ...looks.map((look) => ({ name: `luts/${look.file}`, data: cubeLut(look.title, look.transform) })),
    { name: "titles/lower-third-dark.svg", data: lowerThird("dark panel", "#f59e0b", false) },
    { name: "titles/lower-third-light.svg", data: lowerThird("light panel", "#4338ca", true) },
    { name: "titles/hook-title-card.svg", data: titleCard("#f59e0b") },
    { name: "safe-zones/reels-safe-zone-1080x1920.svg", data: safeZone },
    { name: "transitions-cheat-sheet.txt", data: transitions },
    { name: "export-and-edit-checklist.txt", data: exportGuide },
  ];
}

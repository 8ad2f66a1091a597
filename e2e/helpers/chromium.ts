/**
 * Debian's build of Chromium's headless shell: the browser Playwright itself
 * runs for headless tests (its own download cannot reach its host here). It is
 * the same Blink as the full browser without the browser's UI and compositor
 * processes, so every page costs the 2-core machines less CPU.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

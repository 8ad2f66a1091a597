/** Debian's Chromium: Playwright's own browser download cannot reach its host here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

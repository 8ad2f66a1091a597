import type { Page } from "@playwright/test";

// What a page's fixed parts cover (the navbar, the floating buttons, toasts, and
// the cookie banner, a layer at the page's top), computed inside the page: their
// boxes against every visible control and price where the page stands, then
// against each control as the keyboard's focus reaches it.

/** One thing a fixed part covers, said so that a failure reads on its own. */
export type Covered = string;

interface Options {
  /** Move the focus through every control too. */
  focus: boolean;
  /** Check in the dark theme as well, switched as the site's theme code switches it (components/layout/theme.ts). */
  bothThemes: boolean;
  /** The page shows the cookie banner: check with it, then hide it with its close button and check again. */
  withAndWithoutBanner: boolean;
}

/**
 * Runs in the page, as one evaluate (the page's own scripts are not needed, and
 * its script policy allows no eval). A price is a rupee amount as
 * lib/format/inr.ts writes it, ₹ and digits: every price the site shows is one,
 * so the amounts are the prices' marker. (A data attribute on each of the 31
 * prices of /pricing, written in its HTML and again in its hydration data, would
 * add about 0.9 KB raw to a page 0.3 KB gzipped under its allowance, for a
 * marker the amounts already are.) A control inside a fixed part (the navbar's
 * own buttons) is the part's, not covered by it; a part covers what it overlaps
 * only where it is what shows (the skip link, focused, sits above the navbar).
 */
async function check({ focus, bothThemes, withAndWithoutBanner }: Options): Promise<Covered[]> {
  const bannerSelector = ".cookie-banner";
  const controlSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const pricePattern = /[+-]?₹[\d,]+/g;
  const edge = 1;
  const root = document.documentElement;

  const visible = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest("[inert], [aria-hidden='true']");
  // Text for screen readers only (the skip link until focused) is clipped to nothing: nothing covers it.
  const clippedAway = (element: Element) => {
    const style = getComputedStyle(element);
    return style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)";
  };
  const name = (element: Element) => {
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${label}"`;
  };
  const onScreen = (box: DOMRect) => box.width > edge && box.height > edge && box.bottom > 0 && box.top < innerHeight;
  const covers = (layer: Element, layerBox: DOMRect, box: DOMRect) => {
    const left = Math.max(box.left, layerBox.left, 0);
    const right = Math.min(box.right, layerBox.right, innerWidth);
    const top = Math.max(box.top, layerBox.top, 0);
    const bottom = Math.min(box.bottom, layerBox.bottom, innerHeight);
    if (right - left <= edge || bottom - top <= edge) return false;
    const shown = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return shown !== null && layer.contains(shown);
  };
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  /** What the fixed parts cover as the page stands (and as the focus moves, with `withFocus`), and the boxes it found. */
  function measure(where: string, withFocus: boolean): { covered: Covered[]; layout: string } {
    // The fixed parts: what is fixed or sticky, and the banner; the outermost of nested ones.
    const layers: Element[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const position = getComputedStyle(element).position;
      if (position !== "fixed" && position !== "sticky" && !element.matches(bannerSelector)) continue;
      if (!visible(element) || layers.some((layer) => layer.contains(element))) continue;
      layers.push(element);
    }
    const inLayer = (element: Element) => layers.some((layer) => layer.contains(element));
    /** A part's box with what overflows it (a banner whose words outgrow its place still covers what they overlap). */
    const boxOf = (layer: Element) => {
      const box = layer.getBoundingClientRect();
      for (const child of layer.children) {
        const inner = child.getBoundingClientRect();
        if (inner.width === 0 || inner.height === 0) continue;
        const left = Math.min(box.left, inner.left);
        const top = Math.min(box.top, inner.top);
        box.width = Math.max(box.right, inner.right) - left;
        box.height = Math.max(box.bottom, inner.bottom) - top;
        box.x = left;
        box.y = top;
      }
      return box;
    };
    const covered: Covered[] = [];
    const test = (what: string, box: DOMRect, when: string) => {
      if (!onScreen(box)) return;
      for (const layer of layers) {
        if (covers(layer, boxOf(layer), box)) covered.push(`${where}, ${when}: ${name(layer)} covers ${what}`);
      }
    };

    const controls = [...document.querySelectorAll(controlSelector)].filter(
      (control) => !inLayer(control) && visible(control) && !clippedAway(control),
    );
    const boxes = [...layers.map(boxOf), ...controls.map((control) => control.getBoundingClientRect())];
    const layout = boxes.map((box) => `${box.x},${box.y},${box.width},${box.height}`).join(" ");
    for (const control of controls) test(name(control), control.getBoundingClientRect(), "as loaded");
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent || !text.includes("₹") || inLayer(parent) || !visible(parent) || clippedAway(parent)) continue;
      for (const match of text.matchAll(pricePattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        for (const box of range.getClientRects()) test(`the price ${match[0]}`, box, "as loaded");
      }
    }

    // The keyboard's focus, control by control in the page's order, as Tab moves it.
    if (withFocus) {
      for (const control of controls) {
        if (!(control instanceof HTMLElement) || control.matches(":disabled")) continue;
        control.focus();
        if (document.activeElement === control) test(name(control), control.getBoundingClientRect(), "focused");
      }
      (document.activeElement as HTMLElement | null)?.blur();
      scrollTo(0, 0);
    }
    return { covered, layout };
  }

  /**
   * In the theme the page has, then in the other. Where the other theme lays every control and
   * fixed part out in the same box (it changes colours only), moving the focus through it again
   * would meet the same boxes: it is moved again only where a box differs.
   */
  function inThemes(where: string): Covered[] {
    const dark = root.classList.contains("dark");
    const first = measure(`${where}, ${dark ? "dark" : "light"}`, focus);
    if (!bothThemes) return first.covered;
    const setTheme = (toDark: boolean) => {
      root.classList.toggle("dark", toDark);
      root.style.colorScheme = toDark ? "dark" : "light";
    };
    setTheme(!dark);
    const otherWhere = `${where}, ${dark ? "light" : "dark"}`;
    let other = measure(otherWhere, false);
    let focused: Covered[] = [];
    if (focus && other.layout !== first.layout) other = measure(otherWhere, true);
    else if (focus) {
      // The same boxes: what the focus met in the first theme, it meets in this one.
      const firstWhere = `${where}, ${dark ? "dark" : "light"}, focused:`;
      focused = first.covered
        .filter((problem) => problem.startsWith(firstWhere))
        .map((problem) => problem.replace(firstWhere, `${otherWhere}, focused:`));
    }
    setTheme(dark);
    return [...first.covered, ...other.covered, ...focused];
  }

  // The banner is in every page's HTML, shown only while no choice is stored.
  const banner = [...document.querySelectorAll(bannerSelector)].find(visible);
  if (!withAndWithoutBanner || !banner) return inThemes(banner ? "with the banner" : "without a banner");
  const covered = inThemes("with the banner");
  // Its close button (named by aria-label), which stores no choice: what is left is a returning visitor's page.
  banner.querySelector<HTMLButtonElement>("button[aria-label]")?.click();
  while (banner.checkVisibility() || root.hasAttribute("data-cookies")) await nextFrame();
  covered.push(...inThemes("without it"));
  return covered;
}

/** What the page's fixed parts cover where it stands and as the focus moves through its controls. */
export function coveredByFixedParts(page: Page, options: Partial<Options> = {}): Promise<Covered[]> {
  return page.evaluate(check, { focus: true, bothThemes: true, withAndWithoutBanner: false, ...options });
}

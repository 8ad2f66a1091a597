// The Studio's browser entry, bundled on its own by scripts/build-studio.ts
// into public/studio-app/studio.js and loaded by the /studio page only.
// Bundled apart from the site: with Sanity's thousands of modules in the
// site's build, Turbopack writes every module id a digit longer, which made
// every page's first-load JavaScript 0.8 KB heavier without a line of the
// Studio in it. Here it is rendered by next-sanity's NextStudio, as an
// embedded Studio is, in a React root of its own.
import { NextStudio } from "next-sanity/studio/client-component";
import { createRoot } from "react-dom/client";
import { studioConfig } from "./config";
import { studioElementId } from "./element";

const element = document.getElementById(studioElementId);
const projectId = element?.dataset.projectId;
const dataset = element?.dataset.dataset;
if (element && projectId && dataset) {
  // A root of its own, outside the page's React tree, so the page's hydration
  // and the Studio never touch each other's elements, whichever runs first.
  const container = document.createElement("div");
  container.style.cssText = "position:fixed;inset:0;z-index:50;background:#fff";
  document.body.append(container);
  element.hidden = true;
  createRoot(container).render(<NextStudio config={studioConfig({ projectId, dataset })} />);
}

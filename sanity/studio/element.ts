/** The element the /studio page renders for the Studio, carrying the server's project settings (data-project-id, data-dataset). */
export const studioElementId = "sanity-studio";

/** Where scripts/build-studio.ts writes the Studio's bundle, as the browser asks for it. */
export const studioScriptPath = "/studio-app/studio.js";

import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "../schemaTypes";
import { documentActions } from "./document-actions";
import { structure } from "./structure";

/** Where the site mounts the Studio (app/studio/[[...tool]]). */
export const studioBasePath = "/studio";

/**
 * The embedded Studio's configuration. The project id and dataset come from
 * the server's environment (SANITY_PROJECT_ID, SANITY_DATASET, the blog's
 * own), handed to the browser by the /studio page; the schema is the one the
 * site's queries are written for (../schemaTypes).
 */
export function studioConfig({ projectId, dataset }: { projectId: string; dataset: string }) {
  return defineConfig({
    name: "default",
    title: "Agency blog",
    projectId,
    dataset,
    basePath: studioBasePath,
    plugins: [structureTool({ structure })],
    schema: { types: schemaTypes },
    document: { actions: documentActions },
  });
}

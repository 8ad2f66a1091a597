import "server-only";
import { getEnv, type Env } from "@/lib/env";
import { isPlaceholderValue } from "@/lib/validation/placeholder-value";

/** The spec's content-service settings: dataset production, API version 2024-06-13, CDN on. */
export const sanityApiVersion = "2024-06-13";

export interface SanityConfig {
  projectId: string;
  dataset: string;
  apiVersion: typeof sanityApiVersion;
  useCdn: boolean;
  /** Only set when tests point the site at a local GROQ stand-in. */
  apiHost: string | undefined;
  /** Where image URLs point: Sanity's image CDN, or the stand-in in tests. */
  imageBaseUrl: string;
  revalidateSecret: string | undefined;
  /** Server only: reads drafts in draft mode (an editor's preview); unset, preview is off. */
  readToken: string | undefined;
  /** The sample posts `npm run dev` serves when no project is set; the pages say so. */
  sampleContent: boolean;
}

/** Sanity's settings, or null while no (real) project id is set: the blog then shows its empty state. */
export function sanityConfig(): SanityConfig | null {
  return readSanityConfig(getEnv());
}

type SanityEnv = Pick<Env, "SANITY_PROJECT_ID" | "SANITY_DATASET" | "SANITY_API_HOST" | "SANITY_REVALIDATE_SECRET"> &
  Partial<Pick<Env, "SANITY_API_READ_TOKEN" | "SANITY_SAMPLE_CONTENT">>;

export function readSanityConfig(env: SanityEnv): SanityConfig | null {
  const projectId = env.SANITY_PROJECT_ID?.trim() ?? "";
  if (!projectId || isPlaceholderValue(projectId)) return null;
  const apiHost = env.SANITY_API_HOST?.replace(/\/+$/, "");
  return {
    projectId,
    dataset: env.SANITY_DATASET,
    apiVersion: sanityApiVersion,
    // The client sends CDN reads to apicdn.sanity.io whatever the host, so a
    // moved host (a test stand-in) must read from the API itself.
    useCdn: !apiHost,
    apiHost,
    imageBaseUrl: apiHost ?? "https://cdn.sanity.io",
    revalidateSecret: env.SANITY_REVALIDATE_SECRET?.trim() || undefined,
    readToken: env.SANITY_API_READ_TOKEN,
    sampleContent: env.SANITY_SAMPLE_CONTENT ?? false,
  };
}

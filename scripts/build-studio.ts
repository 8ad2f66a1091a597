// npm run build:studio (part of npm run build and of npm run dev): bundles the
// embedded Studio (sanity/studio/mount.tsx) with esbuild into
// public/studio-app/studio.js, a file the /studio page alone loads. Why apart
// from Next's build: see sanity/studio/mount.tsx.
import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export const studioBundleDir = path.resolve("public", "studio-app");
export const studioBundleFile = path.join(studioBundleDir, "studio.js");

export async function buildStudio({ development = false }: { development?: boolean } = {}): Promise<void> {
  rmSync(studioBundleDir, { recursive: true, force: true });
  mkdirSync(studioBundleDir, { recursive: true });
  await build({
    entryPoints: [path.resolve("sanity", "studio", "mount.tsx")],
    outfile: studioBundleFile,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: !development,
    jsx: "automatic",
    legalComments: "none",
    // Sanity and its dependencies read these; the browser has no process.
    define: {
      "process.env.NODE_ENV": JSON.stringify(development ? "development" : "production"),
      "process.env": "{}",
      global: "globalThis",
    },
    logLevel: "warning",
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildStudio();
  const { size } = statSync(studioBundleFile);
  console.log(
    `Studio bundled into ${path.relative(process.cwd(), studioBundleFile)} (${(size / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Mail templates are whole HTML documents rendered for mail clients, not Next pages.
  { files: ["emails/**"], rules: { "@next/next/no-head-element": "off" } },
  // Plain <img> elements on purpose: SVGs next/image would not optimise, and blog
  // images built with next/image's getImageProps (each file says why).
  { files: ["components/ui/vector-image.tsx", "components/blog/blog-image.tsx"], rules: { "@next/next/no-img-element": "off" } },
  globalIgnores([".next/**", ".vercel/**", ".node/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts",
    // The Studio bundle scripts/build-studio.ts writes (megabytes of minified code).
    "public/studio-app/**"]),
]);

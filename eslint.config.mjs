import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Mail templates are whole HTML documents rendered for mail clients, not Next pages.
  { files: ["emails/**"], rules: { "@next/next/no-head-element": "off" } },
  // The one plain <img>: SVGs, which next/image would not optimise anyway (see the file).
  { files: ["components/ui/vector-image.tsx"], rules: { "@next/next/no-img-element": "off" } },
  globalIgnores([".next/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
]);

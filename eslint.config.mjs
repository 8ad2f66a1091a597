import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

// The layers: app/ → components/ → lib/ → the database. What only the server
// may run says so itself (`import "server-only"`); the list below is read from
// those markers, so a new server module is covered without touching this file.
const serverOnlyFiles = readdirSync("lib", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => /^import "server-only";/m.test(readFileSync(`lib/${file}`, "utf8")))
  .map((file) => `lib/${file.split(path.sep).join("/")}`);
const serverOnlyModules = serverOnlyFiles.map((file) => `@/${file.replace(/\.tsx?$/, "")}`);
const testAndScriptImports = [
  {
    group: ["@/test/*", "@/scripts/*", "**/test/*", "**/scripts/*"],
    message: "test/ and scripts/ never ship: the site must not import them.",
  },
];
const libStaysBelow = { group: ["@/app/*", "@/components/*"], message: "lib/ is below app/ and components/: it never imports them." };
const restrictImports = (paths, patterns) => ({
  "no-restricted-imports": "off",
  "@typescript-eslint/no-restricted-imports": ["error", { paths, patterns: [...testAndScriptImports, ...patterns] }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // `const { dropped, ...kept } = value` is how a field is left out of a copy.
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }] } },
  // Mail templates are whole HTML documents rendered for mail clients, not Next pages.
  { files: ["emails/**"], rules: { "@next/next/no-head-element": "off" } },
  // Plain <img> elements on purpose: SVGs next/image would not optimise, and blog
  // images built with next/image's getImageProps (each file says why).
  { files: ["components/ui/vector-image.tsx", "components/blog/blog-image.tsx"], rules: { "@next/next/no-img-element": "off" } },
  // Public pages link with plain <a>: each page is prerendered and a click loads it whole, so
  // next/link's client router (about 3.5 KB gzip of every page's first-load JavaScript) buys a
  // first visit nothing (docs/performance.md). The admin keeps next/link.
  {
    files: ["components/**/*.{ts,tsx}", "app/[[]locale]/**/*.{ts,tsx}", "app/(site)/**/*.{ts,tsx}"],
    ignores: ["components/admin/**"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictImports(
      [
        ...serverOnlyModules.map((name) => ({
          name,
          allowTypeImports: true,
          message: "Components never import server-only modules: a page (app/) loads the data and passes it down.",
        })),
        { name: "@/lib/db", message: "Components never query the database." },
      ],
      [
        { group: ["@/lib/generated/*"], allowTypeImports: true, message: "Components never query the database (types only)." },
        { group: ["@/app/*"], message: "Components never import routes." },
      ],
    ),
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictImports([], [libStaysBelow]),
  },
  // lib/browser/ runs only in the browser, the server-only modules only on the server: neither
  // imports the other (each rule restates lib/'s, since a later rule's options replace an earlier's).
  {
    files: ["lib/browser/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictImports(
      [
        ...serverOnlyModules.map((name) => ({
          name,
          allowTypeImports: true,
          message: "lib/browser/ runs in the browser: no server-only module.",
        })),
        { name: "server-only", message: "lib/browser/ runs in the browser." },
      ],
      [libStaysBelow],
    ),
  },
  {
    files: serverOnlyFiles,
    rules: restrictImports(
      [],
      [
        libStaysBelow,
        {
          regex: "^(@/lib/|(\\.\\./)+)browser/",
          message: "A server-only module never imports lib/browser/, which runs in the browser.",
        },
      ],
    ),
  },
  globalIgnores([
    ".next/**",
    ".vercel/**",
    ".node/**",
    "lib/generated/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    // The Studio bundle scripts/build-studio.ts writes (megabytes of minified code).
    "public/studio-app/**",
  ]),
  // Formatting is Prettier's (npm run lint runs it first); ESLint keeps to code.
  prettier,
]);

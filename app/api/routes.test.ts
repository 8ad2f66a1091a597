import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every route handler is declared through the one adapter, endpoint() (lib/api/endpoint.ts):
// a method exported any other way would build its own Response, its own catch, and read
// and check its request its own way.

const appDir = path.resolve(import.meta.dirname, "..");
const methods = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS";

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The exported HTTP methods of a route file that are not declared with endpoint(), by name. */
export function methodsOutsideAdapter(source: string): string[] {
  const outside: string[] = [];
  for (const match of source.matchAll(new RegExp(`export\\s+(?:async\\s+)?function\\s+(${methods})\\b`, "g"))) {
    outside.push(match[1]!);
  }
  for (const match of source.matchAll(new RegExp(`export\\s+const\\s+(${methods})\\s*=\\s*([\\w.]+)`, "g"))) {
    if (match[2] !== "endpoint") outside.push(match[1]!);
  }
  // `export { handler as GET }`: the handler itself must be made by endpoint().
  for (const match of source.matchAll(new RegExp(`export\\s*\\{([^}]*)\\}`, "g"))) {
    for (const part of match[1]!.split(",")) {
      const [local, exported] = part.split(/\s+as\s+/).map((name) => name.trim());
      if (!exported || !new RegExp(`^(${methods})$`).test(exported)) continue;
      if (!new RegExp(`const\\s+${local}\\s*=\\s*endpoint\\s*[(<]`).test(source)) outside.push(exported);
    }
  }
  return outside;
}

describe("route handlers", () => {
  const files = routeFiles(appDir);

  it("finds the site's route files", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files.map((file) => [path.relative(appDir, file), file]))("%s declares every method with endpoint()", (_name, file) => {
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(new RegExp(`export\\s+(const\\s+(${methods})\\s*=|\\{)`));
    expect(methodsOutsideAdapter(source)).toEqual([]);
  });

  it("catches a method exported without the adapter", () => {
    expect(methodsOutsideAdapter("export async function POST(request: Request) { return new Response(); }")).toEqual(["POST"]);
    expect(methodsOutsideAdapter("export const GET = withAdmin(async () => ok({}));")).toEqual(["GET"]);
    expect(methodsOutsideAdapter("function handler() {}\nexport { handler as GET };")).toEqual(["GET"]);
    expect(methodsOutsideAdapter('export const GET = route("x", async () => ok({}));')).toEqual(["GET"]);
    expect(methodsOutsideAdapter('export const GET = endpoint({ name: "x" }, async () => ok({}));')).toEqual([]);
    expect(methodsOutsideAdapter('const handler = endpoint({ name: "x" }, h);\nexport { handler as GET, handler as POST };')).toEqual([]);
  });
});

// The import graph of lib/ and its rings (npm run lint:cycles). Tests are left
// out: nothing imports a test, so a test closes no ring of the code that ships.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One import, as paths relative to the root ("lib/leads/quotes.ts"). */
export interface ImportEdge {
  from: string;
  to: string;
}

export interface Rings {
  /** Shortest rings of files, one through each file that is on any, as "lib/a.ts". */
  files: string[][];
  /** The same for lib/'s folders (a file directly in lib/ is its own). */
  folders: string[][];
}

const sourceFile = /\.tsx?$/;
const testFile = /\.test\.tsx?$/;
const extensions = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Every source file under lib/ but the tests and generated code, relative to the root. */
function libFiles(root: string): string[] {
  return readdirSync(path.join(root, "lib"), { recursive: true, encoding: "utf8" })
    .map((file) => `lib/${file.split(path.sep).join("/")}`)
    .filter((file) => sourceFile.test(file) && !testFile.test(file) && !file.startsWith("lib/generated/"));
}

/** The file a specifier names, relative to the root, or null for a package or a file outside the tree. */
function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  const candidates = [base, ...extensions.map((extension) => base + extension)];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (sourceFile.test(candidate) && existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Every import between lib/'s files (type-only, re-exports and import() included). */
export function libImports(root: string): ImportEdge[] {
  return libFiles(root).flatMap((from) =>
    ts
      .preProcessFile(readFileSync(path.join(root, from), "utf8"), true, true)
      .importedFiles.map(({ fileName }) => resolveSpecifier(root, from, fileName))
      .filter((to): to is string => to !== null && to.startsWith("lib/") && !testFile.test(to))
      .map((to) => ({ from, to })),
  );
}

/** The unit a file belongs to among lib/'s folders: lib/leads/kinds/x.ts is in lib/leads. */
export function folderOf(file: string): string {
  const [, first = "", second] = file.split("/");
  return second === undefined ? file : `lib/${first}`;
}

/** Strongly connected parts of more than one node (Tarjan), each sorted. */
function tangles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const seen = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    const mark = { index: seen.size, low: seen.size };
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      const known = seen.get(next);
      if (!known) mark.low = Math.min(mark.low, visit(next).low);
      else if (onStack.has(next)) mark.low = Math.min(mark.low, known.index);
    }
    if (mark.low !== mark.index) return mark;
    const part: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop()) {
      onStack.delete(member);
      part.push(member);
    }
    if (part.length > 1) found.push(part.sort());
    return mark;
  };
  for (const node of [...graph.keys()].sort()) if (!seen.has(node)) visit(node);
  return found.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

/** A shortest ring through the first member of a tangle (breadth first, inside the tangle). */
function shortestRing(graph: ReadonlyMap<string, ReadonlySet<string>>, tangle: readonly string[]): string[] {
  const [start] = tangle;
  if (start === undefined) return [];
  const inside = new Set(tangle);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (next === start) {
        const ring = [node];
        for (let before = cameFrom.get(node); before !== undefined; before = cameFrom.get(before)) ring.unshift(before);
        return ring;
      }
      if (inside.has(next) && next !== start && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...tangle];
}

function graphOf(edges: readonly ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
    if (!graph.has(to)) graph.set(to, new Set());
  }
  return graph;
}

/** A shortest ring through each member of each tangle, each ring once (rotated to start at its least member). */
function ringsOf(edges: readonly ImportEdge[]): string[][] {
  const graph = graphOf(edges);
  const rings = new Map<string, string[]>();
  for (const tangle of tangles(graph)) {
    for (const member of tangle) {
      const ring = shortestRing(graph, [member, ...tangle.filter((other) => other !== member)]);
      const least = ring.indexOf([...ring].sort()[0] ?? member);
      const rotated = [...ring.slice(least), ...ring.slice(0, least)];
      rings.set(rotated.join(" "), rotated);
    }
  }
  return [...rings.values()].sort((a, b) => a.join(" ").localeCompare(b.join(" ")));
}

/** The rings of lib/'s import graph. */
export function importCycles(root: string): Rings {
  const edges = libImports(root);
  return {
    files: ringsOf(edges),
    folders: ringsOf(edges.map(({ from, to }) => ({ from: folderOf(from), to: folderOf(to) }))),
  };
}

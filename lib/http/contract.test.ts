import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError, errorStatuses, type ErrorCode } from "./errors";

// The HTTP contract is stated once, in errorStatuses (lib/http/errors.ts): the
// docs' table lists it, every answered code is in it, answers are built only
// by the builders and endpoint(), and lib/ takes typed values, not a Request.

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("generated/"))
    .map((file) => path.join(dir, file));
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const serverFiles = [...sourceFiles("app"), ...sourceFiles("lib")];

/** The docs' error table: `| `code` | status | when |` rows. */
export function documentedStatuses(markdown: string): Record<string, number> {
  const rows = [...markdown.matchAll(/^\|\s*`([a-z_]+)`\s*\|\s*(\d{3})\s*\|/gm)];
  return Object.fromEntries(rows.map((row) => [row[1]!, Number(row[2])]));
}

/** The error codes a source answers: thrown, built, or written as a body's `error`. */
export function answeredCodes(source: string): string[] {
  const patterns = [
    /new ApiError\(\s*"([^"]+)"/g,
    /errorAnswer\(\s*"([^"]+)"/g,
    /\b(?:conflict|notFound|tooMuchHeld)\(\s*"([^"]+)"/g,
    // A body's `error`; zod's messages (capitalised, or env's "must be …") and paths are no codes.
    /\berror:\s*"(?!must )([a-z][^"]*)"/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** Where a source builds an Answer itself rather than through a builder. */
export function buildsAnswer(source: string): boolean {
  return /new Answer\s*\(|Answer\.json\s*\(/.test(source);
}

/** Where a source takes or reads a Request: a parameter typed as one, or a request's headers or body read. */
export function readsRequest(source: string): boolean {
  return (
    /(?:[:<|]|\bextends)\s*(?:Next)?Request\b(?![\w-])/.test(source) ||
    /\brequest\??\.(?:headers|body|json|text|formData|arrayBuffer|url|nextUrl)\b/.test(source)
  );
}

/** The builders, their table and the one adapter: the only files that make an Answer. */
const answerBuilders = ["lib/http/answer.ts", "lib/http/errors.ts", "lib/http/responses.ts", "lib/api/endpoint.ts"];

/** lib/ files that may read a Request, with the reason. */
const readsRequestBecause: Record<string, string> = {
  "lib/api/endpoint.ts": "the one adapter: it reads the request and hands handlers typed values",
  "lib/auth/options.ts": "next-auth hands its authorize callback the request itself; its headers name the visitor",
};

describe("the HTTP contract", () => {
  it("lists in docs/http-and-forms.md exactly the codes and statuses of errorStatuses", () => {
    expect(documentedStatuses(read("docs/http-and-forms.md"))).toEqual(errorStatuses);
  });

  it("answers no error code outside the table", () => {
    const outside = serverFiles.flatMap((file) =>
      answeredCodes(read(file))
        .filter((code) => !Object.hasOwn(errorStatuses, code))
        .map((code) => `${file}: ${code}`),
    );
    expect(outside).toEqual([]);
  });

  it("answers every code with its status from the table", () => {
    for (const code of Object.keys(errorStatuses) as ErrorCode[]) {
      const answer = new ApiError(code, { message: "x" }).toAnswer();
      expect(answer.status).toBe(errorStatuses[code]);
      expect(answer.body).toEqual({ json: { error: code, message: "x" } });
    }
  });

  it("builds answers only in the builders and endpoint()", () => {
    const files = [...serverFiles, ...sourceFiles("components")];
    expect(files.filter((file) => !answerBuilders.includes(file) && buildsAnswer(read(file)))).toEqual([]);
  });

  it("takes typed values in lib/, never a Request, but for the reasoned exceptions", () => {
    const readers = sourceFiles("lib").filter((file) => readsRequest(read(file)));
    expect(readers.filter((file) => !Object.hasOwn(readsRequestBecause, file))).toEqual([]);
    // An exception that no longer reads a request is dropped from the list.
    expect(Object.keys(readsRequestBecause).filter((file) => !readers.includes(file))).toEqual([]);
  });

  it("catches each kind of drift", () => {
    expect(documentedStatuses("| `validation` | 400 | bad |\n| Status | Body |\n| `gone` | 410 | x |")).toEqual({
      validation: 400,
      gone: 410,
    });
    expect(answeredCodes('throw new ApiError("teapot"); conflict("late", {}); Answer.json(400, { error: "bad input" })')).toEqual([
      "teapot",
      "late",
      "bad input",
    ]);
    expect(answeredCodes('pages: { error: "/login" }; z.string({ error: "Type the code." }); z.int({ error: "must be 1" })')).toEqual([]);
    expect(buildsAnswer("return new Answer(204, { raw: null });")).toBe(true);
    expect(buildsAnswer('return Answer.json(404, { error: "not_found" });')).toBe(true);
    expect(buildsAnswer("return notFound();")).toBe(false);
    expect(readsRequest("export function f(request: Request) {}")).toBe(true);
    expect(readsRequest("export function f(request: NextRequest) {}")).toBe(true);
    expect(readsRequest('const key = request.headers.get("x");')).toBe(true);
    expect(readsRequest("export function f(headers: RequestHeaders, origin: RequestOrigin) {}")).toBe(false);
    expect(readsRequest("method: request.method")).toBe(false);
  });
});

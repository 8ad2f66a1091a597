import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeListFiles } from "./route-lists";

const read = (file: string) => readFileSync(file, "utf8");

describe("the committed route lists", () => {
  it.each(routeListFiles(read))("$file is as the registry and the catalogue give it (else npm run routes:generate)", ({ file, text }) => {
    expect(read(file)).toBe(text);
  });
});

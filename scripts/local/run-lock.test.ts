import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireRunLock, AlreadyRunningError } from "./run-lock";

const lockPath = () => path.join(mkdtempSync(path.join(tmpdir(), "run-lock-")), "data", "local.lock");

describe("acquireRunLock", () => {
  it("writes this process's pid and removes the file on release", () => {
    const file = lockPath();
    const release = acquireRunLock(file);

    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("refuses while another live process holds the lock, naming it", () => {
    const file = lockPath();
    const release = acquireRunLock(file);

    expect(() => acquireRunLock(file)).toThrow(AlreadyRunningError);
    expect(() => acquireRunLock(file)).toThrow(new RegExp(`process ${process.pid}`));
    release();
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const file = lockPath();
    acquireRunLock(file)();
    writeFileSync(file, "999999999");

    const release = acquireRunLock(file);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
  });
});

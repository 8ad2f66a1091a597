import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import path from "node:path";

export class AlreadyRunningError extends Error {
  override name = "AlreadyRunningError";
}

/**
 * Takes an exclusive lock file holding this process's pid, so a second local
 * run cannot open the same embedded database files. A lock left by a process
 * that no longer exists (a crash, a `kill -9`) is taken over. Returns the
 * function that releases it.
 */
export function acquireRunLock(lockPath: string): () => void {
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockPath, "utf8"));
      if (isAlive(owner)) {
        throw new AlreadyRunningError(
          `Another local run (process ${owner}) is already using ${path.dirname(lockPath)}. ` + "Stop it first (Ctrl-C in its terminal).",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new AlreadyRunningError(`Could not take the lock ${lockPath}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

import { describe, expect, it } from "vitest";
import { coalesced } from "./coalesced";

/** A task whose passes finish when the test says so. */
function controlledTask() {
  const finishers: (() => void)[] = [];
  const task = () => new Promise<void>((resolve) => finishers.push(resolve));
  const finishPass = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { task, finishPass };
}

describe("coalesced", () => {
  it("runs one pass for a lone call", async () => {
    let passes = 0;
    const run = coalesced(async () => {
      passes += 1;
    });
    await run();
    expect(passes).toBe(1);
  });

  it("answers every call made during a pass with one more pass, and settles them all after it", async () => {
    const control = controlledTask();
    let started = 0;
    const run = coalesced(() => {
      started += 1;
      return control.task();
    });
    const settled: number[] = [];
    const first = run().then(() => settled.push(1));
    const others = [run(), run(), run()].map((call, index) => call.then(() => settled.push(index + 2)));
    expect(started).toBe(1);

    await control.finishPass();
    expect(started).toBe(2);
    expect(settled).toEqual([]);

    await control.finishPass();
    await Promise.all([first, ...others]);
    expect(started).toBe(2);
    expect(settled.sort()).toEqual([1, 2, 3, 4]);
  });

  it("gives a call made at any moment as a run ends a pass of its own", async () => {
    for (let ticks = 0; ticks < 8; ticks += 1) {
      let passes = 0;
      let lateCall: Promise<void> = Promise.resolve();
      const run = coalesced(async () => {
        passes += 1;
        if (passes > 1) return;
        // A call `ticks` microtasks after the first pass's task has finished.
        let wait = Promise.resolve();
        for (let tick = 0; tick < ticks; tick += 1) wait = wait.then(() => undefined);
        lateCall = wait.then(() => run());
      });
      await run();
      await lateCall;
      expect(passes, `a call ${ticks} microtasks after the task`).toBe(2);
    }
  });

  it("starts afresh once a run has finished, and a failed pass fails its callers without blocking the next run", async () => {
    let fail = true;
    let passes = 0;
    const run = coalesced(async () => {
      passes += 1;
      if (fail) throw new Error("down");
    });
    await expect(run()).rejects.toThrow("down");
    fail = false;
    await run();
    expect(passes).toBe(2);
  });
});

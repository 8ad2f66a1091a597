import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it("shows a visitor's small file as 1 KB and an empty one as 0 KB", () => {
    expect(formatFileSize(0)).toBe("0 KB");
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(48 * 1024 + 100)).toBe("48 KB");
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });

  it("shows the exact bytes below 1 KB where asked", () => {
    expect(formatFileSize(912, { exactBelowKb: true })).toBe("912 B");
    expect(formatFileSize(2048, { exactBelowKb: true })).toBe("2 KB");
  });
});

import { deflateSync, zipSync, type ZipOptions } from "fflate";

// Zip archives for generated downloads (resources, xlsx packages), written by
// fflate with a fixed timestamp so the same input always gives the same bytes.

export interface ZipEntry {
  /** Forward slashes, no leading slash. */
  name: string;
  data: Uint8Array | string;
}

/** 2026-01-01 00:00; fflate writes it in MS-DOS time, which stores local fields and no zone. */
const fixedTime = new Date(2026, 0, 1);
const deflated: ZipOptions = { level: 9, mtime: fixedTime };
/** Already-compressed data (media in the presets pack) is stored: deflating it only adds bytes. */
const stored: ZipOptions = { level: 0, mtime: fixedTime };

export function createZip(entries: readonly ZipEntry[]): Uint8Array {
  const files: Record<string, [Uint8Array, ZipOptions]> = {};
  for (const entry of entries) {
    if (!entry.name || entry.name.startsWith("/") || entry.name.includes("\\") || entry.name.split("/").includes("..")) {
      throw new Error(`Bad zip entry name: ${entry.name}`);
    }
    if (Object.hasOwn(files, entry.name)) throw new Error(`Duplicate zip entry: ${entry.name}`);
    const data = typeof entry.data === "string" ? new TextEncoder().encode(entry.data) : entry.data;
    files[entry.name] = [data, deflateSync(data, deflated).length < data.length ? deflated : stored];
  }
  return zipSync(files);
}

import { crc32, inflateRawSync } from "node:zlib";

// Reads a zip through its central directory, checking every entry's CRC: the
// way an unzip tool opens it. Used by the tests of generated downloads.

export interface ZipContents {
  names: string[];
  read(name: string): Buffer;
}

export function readZip(bytes: Uint8Array): ZipContents {
  const buffer = Buffer.from(bytes);
  const endAt = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > buffer.length) throw new Error("no end of central directory");
  const count = buffer.readUInt16LE(endAt + 10);
  const size = buffer.readUInt32LE(endAt + 12);
  const start = buffer.readUInt32LE(endAt + 16);
  if (start + size !== endAt) throw new Error("central directory does not end where the end record starts");

  const files = new Map<string, Buffer>();
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${index}`);
    const method = buffer.readUInt16LE(at + 10);
    const crc = buffer.readUInt32LE(at + 16);
    const compressed = buffer.readUInt32LE(at + 20);
    const uncompressed = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localAt = buffer.readUInt32LE(at + 42);
    const name = buffer.subarray(at + 46, at + 46 + nameLength).toString("utf8");

    if (buffer.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataAt = localAt + 30 + buffer.readUInt16LE(localAt + 26) + buffer.readUInt16LE(localAt + 28);
    const raw = buffer.subarray(dataAt, dataAt + compressed);
    const data = method === 0 ? raw : method === 8 ? inflateRawSync(raw) : undefined;
    if (!data) throw new Error(`unsupported method ${method} for ${name}`);
    if (data.length !== uncompressed || crc32(data) !== crc) throw new Error(`CRC or size mismatch in ${name}`);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return {
    names: [...files.keys()],
    read(name) {
      const data = files.get(name);
      if (!data) throw new Error(`no ${name} in the zip`);
      return data;
    },
  };
}

import { unzipSync } from "fflate";

// Opens a zip as an unzip tool would (fflate), for the tests of generated downloads.

export interface ZipContents {
  names: string[];
  read(name: string): Buffer;
}

export function readZip(bytes: Uint8Array): ZipContents {
  const files = unzipSync(bytes);
  return {
    names: Object.keys(files),
    read(name) {
      const data = files[name];
      if (!data) throw new Error(`no ${name} in the zip`);
      return Buffer.from(data);
    },
  };
}

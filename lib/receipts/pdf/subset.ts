import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

// A face cut down to the glyphs a receipt draws, with HarfBuzz's subsetter
// (harfbuzzjs ships it as a second WebAssembly module with no imports). The
// glyph ids are kept (RETAIN_GIDS), so the ids the shaper gave are the PDF's
// character ids; the shaping tables are dropped, as a PDF reader draws glyphs
// by id and never shapes. Hinting goes too: a few KB per face remain.

export const harfbuzzSubsetFile = "node_modules/harfbuzzjs/dist/harfbuzz-subset.wasm";

const flags = { noHinting: 0x1, retainGids: 0x2, noLayoutClosure: 0x200 };
const dropTableSet = 3;
const droppedTables = ["GSUB", "GPOS", "GDEF", "DSIG"];

interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_set_flags(input: number, value: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

let subsetter: Promise<SubsetExports> | undefined;

async function loadSubsetter(): Promise<SubsetExports> {
  const wasm = readFileSync(path.join(process.cwd(), harfbuzzSubsetFile));
  const { instance } = await WebAssembly.instantiate(wasm, {});
  return instance.exports as unknown as SubsetExports;
}

function tag(name: string): number {
  return ((name.charCodeAt(0) << 24) | (name.charCodeAt(1) << 16) | (name.charCodeAt(2) << 8) | name.charCodeAt(3)) >>> 0;
}

/** The face with only `glyphIds` (and .notdef) drawn, their ids unchanged. */
export async function subsetFont(font: Uint8Array, glyphIds: Iterable<number>): Promise<Uint8Array> {
  subsetter ??= loadSubsetter();
  const hb = await subsetter;
  const fontPointer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  // HB_MEMORY_MODE_READONLY: the blob reads the copy in place.
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, 1, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (!input) throw new Error("HarfBuzz could not start a subset");
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const id of glyphIds) hb.hb_set_add(glyphSet, id);
    const dropSet = hb.hb_subset_input_set(input, dropTableSet);
    for (const name of droppedTables) hb.hb_set_add(dropSet, tag(name));
    hb.hb_subset_input_set_flags(input, flags.noHinting | flags.retainGids | flags.noLayoutClosure);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error("HarfBuzz could not subset the font");
    const result = hb.hb_face_reference_blob(subset);
    const offset = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    const bytes = new Uint8Array(hb.memory.buffer).slice(offset, offset + length);
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    if (input) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
  }
}

// heic-decode ships no types; this covers what process.ts uses of it.
declare module "heic-decode" {
  export interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row by row, with the file's rotation and mirroring applied. */
    data: Uint8ClampedArray;
  }
  /** Decodes the primary image of a HEIC/HEIF file (libheif compiled to WASM). */
  export default function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
}

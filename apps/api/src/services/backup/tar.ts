// The smallest tar (POSIX ustar) this needs: regular files only, names up to 100 bytes
// (longer ones go in a pax header), so `tar tzf` lists a backup and `tar xzf` unpacks it.
const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
}

function header(name: string, size: number, type: "0" | "x"): Buffer {
  const block = Buffer.alloc(BLOCK);
  const put = (text: string, offset: number, length: number) =>
    block.write(text.slice(0, length), offset, length, "utf8");
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, "0");
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(Date.now() / 1000), 12), 136, 12);
  put("        ", 148, 8);
  put(type, 156, 1);
  put("ustar\u000000", 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${octal(sum, 7)}\u0000`, 148, 8);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export function packTar(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const { name, data } of entries) {
    if (Buffer.byteLength(name) > 100) {
      const record = paxRecord("path", name);
      parts.push(header("././@PaxHeader", record.length, "x"), record, padding(record.length));
    }
    parts.push(header(name, data.length, "0"), data, padding(data.length));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  length += String(length + String(length).length).length;
  return Buffer.from(`${length}${body}`);
}

export class TarError extends Error {}

/** The files of a tar made by packTar; throws TarError for anything cut short or not a tar. */
export function unpackTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let longName: string | undefined;
  for (let offset = 0; ;) {
    if (offset + BLOCK > tar.length) throw new TarError("the archive ends early");
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    if (block.toString("latin1", 257, 262) !== "ustar") throw new TarError("not a tar archive");
    const size = Number.parseInt(block.toString("latin1", 124, 136).replace(/\0.*$/, ""), 8);
    const type = block.toString("latin1", 156, 157);
    const start = offset + BLOCK;
    if (!Number.isFinite(size) || start + size > tar.length)
      throw new TarError("the archive ends early");
    const data = tar.subarray(start, start + size);
    offset = start + size + padding(size).length;
    if (type === "x") {
      longName = /\d+ path=(.*)\n/.exec(data.toString("utf8"))?.[1];
      continue;
    }
    const name = longName ?? block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    longName = undefined;
    if (type === "0" || type === "\0") entries.push({ name, data: Buffer.from(data) });
  }
}

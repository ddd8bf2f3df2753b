// The POSIX ustar subset a backup needs: regular files only, written as a stream and read back with every header
// checked, so `tar xf` opens an unencrypted backup and nothing in an archive can point outside where it is extracted.

const BLOCK = 512;
/** A file's path inside the archive: relative, `/`-separated, no `.` or `..` segment, no NUL. */
const SAFE_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[^\0\\]+$/;

export interface TarEntry {
  readonly path: string;
  readonly mode: number;
  readonly mtime: number;
  readonly data: Buffer;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte header of one regular file; long paths use the ustar prefix field. */
export function header(path: string, size: number, mode: number, mtimeSecs: number): Buffer {
  if (!SAFE_PATH.test(path)) throw new Error(`unsafe path in a backup: ${JSON.stringify(path)}`);
  const bytes = Buffer.from(path, 'utf8');
  let name = path;
  let prefix = '';
  if (bytes.length > 100) {
    const cut = path.lastIndexOf('/', path.length - 1);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(name) > 100) throw new Error(`path too long for a backup: ${path}`);
  }
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(mode & 0o7777, 8), 100, 8, 'ascii');
  h.write(octal(0, 8), 108, 8, 'ascii');
  h.write(octal(0, 8), 116, 8, 'ascii');
  h.write(octal(size, 12), 124, 12, 'ascii');
  h.write(octal(Math.floor(mtimeSecs), 12), 136, 12, 'ascii');
  h.write('        ', 148, 8, 'ascii');
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

/** Zero bytes that complete a file's data to a whole block. */
export function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The two zero blocks that end an archive. */
export const END = Buffer.alloc(2 * BLOCK);

function field(h: Buffer, at: number, len: number): string {
  const raw = h.subarray(at, at + len);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul < 0 ? len : nul).toString('utf8');
}

function number(h: Buffer, at: number, len: number, what: string): number {
  const text = field(h, at, len).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error(`corrupt backup: the ${what} of an entry is not an octal number`);
  return parseInt(text, 8);
}

/**
 * Every regular file of an archive held in memory, in order. Anything else (links, devices, directories with data,
 * unsafe paths, a bad checksum, a truncated file) throws: an archive is taken whole or not at all.
 */
export function readTar(archive: Buffer): TarEntry[] {
  const out: TarEntry[] = [];
  let at = 0;
  while (at + BLOCK <= archive.length) {
    const h = archive.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) return out;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
    if (sum !== number(h, 148, 8, 'checksum')) throw new Error('corrupt backup: an entry header fails its checksum');
    const type = String.fromCharCode(h[156]!);
    const prefix = field(h, 345, 155);
    const name = field(h, 0, 100);
    const path = prefix ? `${prefix}/${name}` : name;
    const size = number(h, 124, 12, 'size');
    at += BLOCK;
    if (type === '5' && size === 0) continue;
    if (type !== '0' && type !== '\0') throw new Error(`a backup holds only regular files; "${path}" is of type ${JSON.stringify(type)}`);
    if (!SAFE_PATH.test(path)) throw new Error(`unsafe path in a backup: ${JSON.stringify(path)}`);
    if (at + size > archive.length) throw new Error(`corrupt backup: "${path}" is truncated`);
    out.push({ path, mode: number(h, 100, 8, 'mode'), mtime: number(h, 136, 12, 'mtime'), data: archive.subarray(at, at + size) });
    at += size + padding(size).length;
  }
  throw new Error('corrupt backup: the archive ends without its end marker');
}

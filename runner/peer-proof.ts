// Which uid is on the other end of the control socket, without SO_PEERCRED (Node has none without a native module): the
// peer proves it by creating a file the daemon names, and the file's owner is its uid.
/*
 * The proof, per connection, after the request line:
 *   daemon → client  {"event": "peer_proof", "file": "<data dir>/peers/<nonce>", "nonce": "<64 hex>"}\n
 *   client           creates that file with O_CREAT | O_EXCL | O_NOFOLLOW, mode 0600, and writes the nonce into it
 *   client → daemon  {"proved": true}\n                                       within PROOF_TIMEOUT_MS
 *   daemon           opens it with O_NOFOLLOW | O_NONBLOCK and judges the open file (fstat): a regular file, one link,
 *                    owner-only (no group or other bit), exactly the nonce; its owner is the peer's uid. Then removes it.
 *
 * Why it is sound (the attacker is another local uid A that wants to be taken for uid V):
 * - The nonce is 256 random bits, sent only on A's connection and used once: no file can exist, or be made ready, for it
 *   in advance, and a proof counts only for the connection that got its nonce (no replay).
 * - Only the kernel sets a new file's owner: the creator's uid (or root, which is trusted anyway). A file A creates is
 *   A's, whatever A writes in it.
 * - The directory is the daemon's `peers` (mode 1733: anyone may create, nobody but the daemon may list, and the sticky
 *   bit lets nobody rename or remove another's file), inside the data directory, which only the daemon's uid can
 *   change. So A cannot move V's proof file to its own nonce's name, nor swap the directory.
 * - A symbolic link, a FIFO or a device at the name is refused (O_NOFOLLOW, the regular-file check on the open file, and
 *   O_NONBLOCK so that a FIFO cannot stall the daemon). Every check is made on the one open file (fstat, then read), so
 *   nothing can be swapped between the check and the read.
 * - A hard link to one of V's files gives it a second link (nlink 2: refused; Linux's protected_hardlinks forbids it
 *   anyway). A V file renamed in from a directory A may write would hold V's content, not A's fresh nonce, unless A
 *   could write into it; a file A can write has a group or other write bit (ACLs show in the group bits): refused.
 * - Not told apart: a file the daemon's own uid writes. Its agent's tools run as that uid; one whose files reach the
 *   peers directory (a workspace containing the data directory, unrestricted_filesystem, an unsandboxed shell) could
 *   be talked into writing a relayed nonce and so prove the daemon's uid. The default workspace
 *   (<data dir>/workspaces/<alias>) and the sandbox keep them out, as they keep them from the secret key.
 * - The client writes only into the `peers` directory beside the socket it connected to, and only when that directory
 *   is a real directory (not a link) owned by the socket's owner, with its sticky bit: a fake daemon of A's cannot have
 *   V write A's nonce into the real directory. (As for every path svc uses, this assumes the path to the data directory
 *   is not under another user's control.)
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { controlGuardPoint, type ControlGuard } from '../lib/control-guard.js';

const guards = new WeakMap<object, ControlGuard>();

/** Serves the control guard's point on the kernel's behalf for `host` (before apply); guardOf(host) is what was plugged. */
export function provideControlGuard(host: { provideKernelPoint<T>(point: { readonly id: string; readonly __type?: T }, impl: T): void }): void {
  host.provideKernelPoint(controlGuardPoint, {
    plug: (guard) => {
      const other = guards.get(host);
      if (other) throw new Error(`the control socket's guard is plugged by "${other.name}" already; "${guard.name}" cannot plug another`);
      guards.set(host, guard);
    },
  });
}

export function guardOf(host: object): ControlGuard | undefined {
  return guards.get(host);
}

/** The directory the proofs are made in, beside the socket in the data directory. */
export const PROOF_DIR = 'peers';
/** The client answers within this time, or the connection is refused. */
export const PROOF_TIMEOUT_MS = 5_000;
const NONCE = /^[0-9a-f]{64}$/;
const DIR_MODE = 0o1733;

/** Makes `<data dir>/peers` (1733, owned by the daemon's uid), replacing anything else found at that name. */
export function prepareProofDir(dataDir: string): string {
  const dir = join(dataDir, PROOF_DIR);
  let st;
  try {
    st = lstatSync(dir);
  } catch {
    st = undefined;
  }
  if (st && (!st.isDirectory() || st.uid !== process.getuid?.())) {
    rmSync(dir, { recursive: true, force: true });
    st = undefined;
  }
  if (!st) mkdirSync(dir, { mode: 0o700 });
  chmodSync(dir, DIR_MODE);
  return dir;
}

/** A fresh challenge: the nonce and the file the peer must create. */
export function newChallenge(dir: string): { nonce: string; file: string } {
  const nonce = randomBytes(32).toString('hex');
  return { nonce, file: join(dir, nonce) };
}

/** Judges a proof: the peer's uid, or throws saying what was wrong (the file is removed either way). */
export function judgeProof(file: string, nonce: string): number {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(code === 'ELOOP' ? 'the proof is a symbolic link' : 'no proof file was created');
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error('the proof is not a regular file');
    if (st.nlink !== 1) throw new Error('the proof file has another link');
    // The client makes it 0600: group or other bits mean someone else made it (or could write it), e.g. a file tool.
    if (st.mode & 0o077) throw new Error('the proof file is not owner-only');
    if (st.size !== nonce.length) throw new Error('the proof file does not hold the nonce');
    const buf = Buffer.alloc(nonce.length + 1);
    const read = readSync(fd, buf, 0, buf.length, 0);
    if (read !== nonce.length || buf.toString('latin1', 0, read) !== nonce) throw new Error('the proof file does not hold the nonce');
    return st.uid;
  } finally {
    closeSync(fd);
    try {
      unlinkSync(file);
    } catch {
      // gone already, or not ours to remove: nothing to keep
    }
  }
}

/**
 * The client's part: creates the file the daemon named, after checking that it lies in the `peers` directory beside
 * the socket it connected to, a real sticky directory owned by the socket's owner.
 */
export function makeProof(socketPath: string, file: string, nonce: string): void {
  const dir = join(dirname(socketPath), PROOF_DIR);
  if (typeof file !== 'string' || typeof nonce !== 'string' || !NONCE.test(nonce) || basename(file) !== nonce || dirname(file) !== dir) {
    throw new Error('the daemon asked for a proof outside its peers directory');
  }
  const d = lstatSync(dir);
  const sock = lstatSync(socketPath);
  if (!d.isDirectory() || !(d.mode & 0o1000) || !sock.isSocket() || d.uid !== sock.uid) throw new Error(`${dir} is not the daemon's proof directory`);
  const fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    writeSync(fd, nonce);
  } finally {
    closeSync(fd);
  }
}

/** Removes a proof file the client made, if the daemon did not (best effort). */
export function dropProof(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // the daemon removed it
  }
}

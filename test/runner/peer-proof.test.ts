// The proof of a control-socket peer's uid (runner/peer-proof.ts), judged on files made the ways an attacker would:
// the owner of a regular, single-link, owner-only file holding the nonce is the peer's uid; a symbolic link, a second
// hard link, a FIFO, a file others may write, the wrong content or no file is refused; the client writes only into a
// real sticky peers directory owned by the socket's owner, beside the socket it connected to.
import t, { type Test } from 'tap';
import { chmodSync, chownSync, existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { judgeProof, makeProof, newChallenge, prepareProofDir } from '../../runner/peer-proof.js';

const root = process.getuid?.() === 0;

t.test('the daemon judges the open file', async (t) => {
  const data = t.testdir();
  const dir = prepareProofDir(data);
  const fresh = () => newChallenge(dir);

  let c = fresh();
  writeFileSync(c.file, c.nonce, { mode: 0o600 });
  t.equal(judgeProof(c.file, c.nonce), process.getuid!(), 'positive control: the owner of a proper proof');
  t.notOk(existsSync(c.file), 'and the file is removed');

  if (root) {
    c = fresh();
    writeFileSync(c.file, c.nonce, { mode: 0o600 });
    chownSync(c.file, 65534, 65534);
    t.equal(judgeProof(c.file, c.nonce), 65534, 'another uid\'s file names that uid');
  }

  c = fresh();
  const elsewhere = join(data, 'victim');
  writeFileSync(elsewhere, c.nonce, { mode: 0o600 });
  symlinkSync(elsewhere, c.file);
  t.throws(() => judgeProof(c.file, c.nonce), /symbolic link/, 'a symbolic link is refused');

  c = fresh();
  const other = join(data, 'linked');
  writeFileSync(other, c.nonce, { mode: 0o600 });
  linkSync(other, c.file);
  t.throws(() => judgeProof(c.file, c.nonce), /another link/, 'a second hard link is refused');

  c = fresh();
  writeFileSync(c.file, c.nonce, { mode: 0o600 });
  chmodSync(c.file, 0o622);
  t.throws(() => judgeProof(c.file, c.nonce), /not owner-only/, 'a file others may write is refused');
  c = fresh();
  writeFileSync(c.file, c.nonce, { mode: 0o600 });
  chmodSync(c.file, 0o644);
  t.throws(() => judgeProof(c.file, c.nonce), /not owner-only/, 'so is one others may read (what a file tool makes)');

  c = fresh();
  writeFileSync(c.file, `${c.nonce}\n`, { mode: 0o600 });
  t.throws(() => judgeProof(c.file, c.nonce), /does not hold the nonce/, 'other content is refused');
  c = fresh();
  writeFileSync(c.file, fresh().nonce, { mode: 0o600 });
  t.throws(() => judgeProof(c.file, c.nonce), /does not hold the nonce/, 'another nonce (a replay) is refused');

  c = fresh();
  execFileSync('mkfifo', [c.file]);
  t.throws(() => judgeProof(c.file, c.nonce), /not a regular file/, 'a FIFO is refused, without blocking');

  c = fresh();
  t.throws(() => judgeProof(c.file, c.nonce), /no proof file/, 'no file, no proof');
});

// A socket path must fit in 107 bytes, and t.testdir() under a deep clone does not: these dirs are short temp dirs.
const socketDir = (t: Test): string => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-pp-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

t.test('the proof directory and the client\'s checks', async (t) => {
  const data = socketDir(t);
  mkdirSync(join(data, 'peers'));
  writeFileSync(join(data, 'peers', 'junk'), 'x');
  const dir = prepareProofDir(data);
  const { statSync } = await import('node:fs');
  t.equal(statSync(dir).mode & 0o7777, 0o1733, 'sticky, anyone may create, nobody else may list');

  const sock = join(data, 'svc.sock');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(sock, resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const c = newChallenge(dir);
  makeProof(sock, c.file, c.nonce);
  t.equal(statSync(c.file).mode & 0o777, 0o600, 'the client makes an owner-only file');
  t.equal(judgeProof(c.file, c.nonce), process.getuid!());

  const n = newChallenge(dir);
  t.throws(() => makeProof(sock, join(data, n.nonce), n.nonce), /outside its peers directory/, 'a file elsewhere is refused');
  t.throws(() => makeProof(sock, join(dir, '..', 'x'), 'x'), /outside its peers directory/);
  writeFileSync(n.file, 'x');
  t.throws(() => makeProof(sock, n.file, n.nonce), /EEXIST/, 'an existing file is never written (O_EXCL)');

  // A fake daemon's data dir whose peers is a link to the real one: the client refuses to write there.
  const fake = socketDir(t);
  symlinkSync(dir, join(fake, 'peers'));
  const fakeSock = join(fake, 'svc.sock');
  const fakeServer = createServer();
  await new Promise<void>((resolve) => fakeServer.listen(fakeSock, resolve));
  t.teardown(() => new Promise<void>((resolve) => fakeServer.close(() => resolve())));
  const f = newChallenge(join(fake, 'peers'));
  t.throws(() => makeProof(fakeSock, f.file, f.nonce), /not the daemon's proof directory/, 'a linked peers directory is refused');
});

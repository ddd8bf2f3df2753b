// The daemon's log destination: lines in order, batched per turn of the event loop, everything written by the time the
// process exits (even by process.exit right after a burst), and a reader that went away stops logging, not the service.
import t from 'tap';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineWriter } from '../../lib/log-writer.js';
import { waitFor } from '../helpers/wait.js';

// The built module: the children run plain node (npm test builds first).
const WRITER = fileURLToPath(new URL('../../dist/lib/log-writer.js', import.meta.url));

function temp(t: { teardown(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-logw-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A child that writes `count` lines through a LineWriter on fd 1 and then runs `end`. */
function child(count: number, end: string) {
  const code = `const { LineWriter } = await import(${JSON.stringify(WRITER)}); const w = new LineWriter(1); for (let i = 0; i < ${count}; i++) w.write('{"n":' + i + '}\\n'); ${end}`;
  return spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
}

t.test('lines reach the fd in order, batched, while the process runs', async (t) => {
  const file = join(temp(t), 'log');
  const fd = openSync(file, 'w');
  t.teardown(() => closeSync(fd));
  const w = new LineWriter(fd);
  for (let i = 0; i < 5000; i++) w.write(`{"n":${i}}\n`);
  await waitFor(() => readFileSync(file, 'utf8').split('\n').length === 5001, 'all 5000 lines written');
  t.same(readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l).n), Array.from({ length: 5000 }, (_, i) => i));
  w.write('{"n":"after"}\n');
  await waitFor(() => readFileSync(file, 'utf8').endsWith('{"n":"after"}\n'), 'a later line written on its own');
});

t.test('process.exit right after a burst loses no line (flushed synchronously on exit)', async (t) => {
  const c = child(20000, 'process.exit(3);');
  let out = '';
  c.stdout.on('data', (d) => (out += d));
  const code = await new Promise((r) => c.on('close', r));
  t.equal(code, 3);
  const lines = out.trim().split('\n');
  t.equal(lines.length, 20000);
  t.same(JSON.parse(lines.at(-1)!), { n: 19999 });
});

t.test('a reader that goes away stops the logging, not the process', async (t) => {
  // Positive control first: the same child with its reader kept exits 0 after a timer.
  const ok = child(10, 'setTimeout(() => process.exit(0), 200);');
  ok.stdout.resume();
  t.equal(await new Promise((r) => ok.on('close', r)), 0);
  const c = child(0, "let i = 0; const timer = setInterval(() => { w.write('x'.repeat(65536) + '\\n'); if (++i === 200) { clearInterval(timer); process.exit(0); } }, 1);");
  let stderr = '';
  c.stderr.on('data', (d) => (stderr += d));
  c.stdout.destroy();
  t.equal(await new Promise((r) => c.on('close', r)), 0, stderr);
});

// Killing `svc config set` at random moments, many times, always leaves a whole, parseable config.toml.
import t from 'tap';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { cleanEnv, SVC, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const RUNS = 40;

function killedSet(dir: string, port: number, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SVC, 'config', 'set', 'gateway.port', String(port)], { env: cleanEnv({ SVC_CONFIG_DIR: dir }), stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), afterMs);
    child.on('close', () => (clearTimeout(timer), resolve()));
  });
}

t.test(`${RUNS} writes killed at random moments never leave a partial file`, async (t) => {
  const dir = tempConfigDir(t, '# keep this comment\n[gateway]\nport = 1000\n[channels.webhook.main]\nsecret = "s"\n');
  // Calibrate: how long a whole `config set` takes here, so that kills spread over the write. Every fifth write
  // runs to the end, which keeps the calibration current when the machine slows down and proves writes land.
  let t0 = Date.now();
  t.equal((await svc(['config', 'set', 'gateway.port', '1001'], { SVC_CONFIG_DIR: dir })).code, 0);
  let full = Date.now() - t0;
  const seen = new Set<number>();
  const completed: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const port = 2000 + i;
    if (i % 5 === 4) {
      t0 = Date.now();
      t.equal((await svc(['config', 'set', 'gateway.port', String(port)], { SVC_CONFIG_DIR: dir })).code, 0);
      full = Math.max(full, Date.now() - t0);
      completed.push(port);
    } else await killedSet(dir, port, Math.round(full * (0.3 + Math.random())));
    const text = readFileSync(join(dir, 'config.toml'), 'utf8');
    const doc = parse(text) as { gateway: { port: number } };
    t.ok(text.startsWith('# keep this comment\n'), `run ${i}: whole file`);
    const found = doc.gateway.port;
    t.ok(found === 1001 || (found >= 2000 && found <= port), `run ${i}: an old or a new value (${found})`);
    seen.add(found);
  }
  t.ok(completed.every((p) => seen.has(p)), 'every uninterrupted write landed');
  t.equal((await svc(['config', 'set', 'gateway.port', '3000'], { SVC_CONFIG_DIR: dir })).code, 0);
  t.same(readdirSync(dir).filter((n) => n.includes('.tmp-')), [], 'leftover temp files are removed by the next write');
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /secret = "enc2:/);
});

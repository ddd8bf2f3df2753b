// The shipped systemd unit: verified by systemd-analyze where it is installed, and its promises checked everywhere.
import t from 'tap';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const UNIT = fileURLToPath(new URL('../../scripts/systemd/svc.service', import.meta.url));

function analyzer(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v systemd-analyze'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

t.test('the unit runs `svc daemon`, stops it with SIGTERM and time to drain, and does not restart a config error', async (t) => {
  const unit = readFileSync(UNIT, 'utf8');
  t.match(unit, /^ExecStart=.*\bsvc daemon$/m);
  t.match(unit, /^ExecReload=\/bin\/kill -HUP \$MAINPID$/m, 'reload is SIGHUP');
  t.match(unit, /^KillSignal=SIGTERM$/m);
  const stop = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
  t.ok(stop > 10, `TimeoutStopSec (${stop}) outlasts the default grace period of 10 s`);
  t.match(unit, /^RestartPreventExitStatus=78$/m);
  t.match(unit, /^Environment=SVC_CONFIG_DIR=\/var\/lib\/svc$/m);
  t.match(unit, /^ReadWritePaths=\/var\/lib\/svc$/m, 'the only writable path is the config directory');
});

t.test('systemd-analyze verify accepts the unit', { skip: analyzer() ? false : 'systemd-analyze is not installed here' }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-unit-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const copy = join(dir, 'svc.service');
  copyFileSync(UNIT, copy);
  const r = spawnSync(analyzer()!, ['verify', copy], { encoding: 'utf8' });
  t.equal(r.status, 0, r.stderr);
  t.notMatch(`${r.stdout}${r.stderr}`, /svc\.service:/, 'no finding about the unit');
});

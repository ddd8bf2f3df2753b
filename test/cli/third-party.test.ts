// A third-party extension end to end through the real CLI: loaded from a path or a package, schema, validation, daemon.
import t from 'tap';
import { cpSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { daemon, FIXTURES, svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const PIGEON = join(FIXTURES, 'svc-channel-pigeon');

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

t.test('enabling it in TOML puts its section in `svc config schema`', async (t) => {
  const dir = tempConfigDir(t, `extensions = [${JSON.stringify(PIGEON)}]\n`);
  const r = await svc(['config', 'schema'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0, r.stderr);
  const pigeon = JSON.parse(r.stdout).properties.channels.properties.pigeon;
  t.equal(pigeon['x-extension'], 'svc-channel-pigeon');
  t.equal(pigeon['x-alias-map'], true);
  t.equal(pigeon.additionalProperties.properties.token['x-secret'], true);
  t.same(pigeon.additionalProperties.required, ['roost']);

  const without = await svc(['config', 'schema'], { SVC_CONFIG_DIR: tempConfigDir(t) });
  const channels = JSON.parse(without.stdout).properties.channels;
  t.equal(channels['x-extension'], 'agent', 'the built-in agent extension owns channels');
  t.notOk(channels.properties.pigeon, 'absent when the extension is not listed');
  const raw = await svc(['config', 'schema', '--no-merge', '--section', 'channels.pigeon'], { SVC_CONFIG_DIR: dir });
  t.same(Object.keys(JSON.parse(raw.stdout)), ['svc-channel-pigeon']);
});

t.test('its tables are validated: good ones pass, bad ones exit 78 naming the paths', async (t) => {
  const good = tempConfigDir(t, `extensions = [${JSON.stringify(PIGEON)}]\n[channels.pigeon.home]\nroost = "attic"\n[channels.pigeon.prod_v2]\nroost = "barn"\nmax_flights = 100\n`);
  const ok = await svc(['config', 'validate'], { SVC_CONFIG_DIR: good });
  t.equal(ok.code, 0, ok.stderr);
  const bad = tempConfigDir(
    t,
    `extensions = [${JSON.stringify(PIGEON)}]\n[channels.pigeon.home]\nmax_flights = 0\nwings = 2\n[channels.pigeon.My_Loft]\nroost = "x"\n[channels.pigeon.a]\nroost = "x"\nport = 9999\n[channels.pigeon.b]\nroost = "y"\nport = 9999\n`,
  );
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: bad });
  t.equal(r.code, 78);
  t.match(r.stderr, /channels\.pigeon\.home\.roost: is required/);
  t.match(r.stderr, /channels\.pigeon\.home\.max_flights: must be >= 1/);
  t.match(r.stderr, /channels\.pigeon\.home\.wings: unknown key "wings"/);
  t.match(r.stderr, /channels\.pigeon\.My_Loft: alias "My_Loft" in "channels\.pigeon" breaks the rule "bad_first_char"/);
  const semantic = tempConfigDir(t, `extensions = [${JSON.stringify(PIGEON)}]\n[channels.pigeon.a]\nroost = "x"\nport = 9999\n[channels.pigeon.b]\nroost = "y"\nport = 9999\n`);
  const s = await svc(['config', 'validate'], { SVC_CONFIG_DIR: semantic });
  t.equal(s.code, 78);
  t.match(s.stderr, /channels\.pigeon\.b\.port: port 9999 is already used by channels\.pigeon\.a/);
});

t.test('loaded by a path relative to the config dir, or by package name from its node_modules', async (t) => {
  const dir = tempConfigDir(t, 'extensions = ["./ext/pigeon"]\n');
  cpSync(PIGEON, join(dir, 'ext', 'pigeon'), { recursive: true });
  const rel = await svc(['extensions'], { SVC_CONFIG_DIR: dir });
  t.equal(rel.code, 0, rel.stderr);
  t.match(rel.stdout, /^svc-channel-pigeon 1\.0\.0 \(\.\/ext\/pigeon, applied in [\d.]+ ms\)\n  depends on: -\n  sections: +channels\.pigeon\n  hooks: +validateConfig, start, shutdown$/m);
  t.match(rel.stdout, /^agent 0\.1\.0 \(builtin, /m, 'built-ins are listed too');

  const pkgDir = tempConfigDir(t, 'extensions = ["svc-channel-pigeon"]\n');
  mkdirSync(join(pkgDir, 'node_modules'));
  cpSync(PIGEON, join(pkgDir, 'node_modules', 'svc-channel-pigeon'), { recursive: true });
  const pkg = await svc(['extensions', '--json'], { SVC_CONFIG_DIR: pkgDir });
  t.equal(pkg.code, 0, pkg.stderr);
  const pigeon = JSON.parse(pkg.stdout).extensions.find((e: { name: string }) => e.name === 'svc-channel-pigeon');
  t.equal(pigeon?.source, 'svc-channel-pigeon');
});

t.test('an extension that cannot be loaded is exit 78 naming it', async (t) => {
  const missing = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, 'extensions = ["./nowhere.js", "svc-not-installed"]\n') });
  t.equal(missing.code, 78);
  t.match(missing.stderr, /cannot load extension "\.\/nowhere\.js"/);
  t.match(missing.stderr, /SVC_ERR_EXT_LOAD/);
  const notExt = tempConfigDir(t, 'extensions = ["./plain.js"]\n');
  cpSync(join(FIXTURES, 'probes', 'make-probe.js'), join(notExt, 'plain.js'));
  const shape = await svc(['config', 'validate'], { SVC_CONFIG_DIR: notExt });
  t.equal(shape.code, 78);
  t.match(shape.stderr, /extension "\.\/plain\.js" listed in .* is not an svc extension: its default export is not an object/);
  const dep = await svc(['config', 'validate'], { SVC_CONFIG_DIR: tempConfigDir(t, `extensions = [${JSON.stringify(join(FIXTURES, 'probes', 'probe-b.js'))}]\n`) });
  t.equal(dep.code, 78);
  t.match(dep.stderr, /extension "probe-b" depends on "probe-a", which is not loaded/);
});

t.test('the daemon starts it, serves its listener and control command, and stops it on SIGTERM', async (t) => {
  const dir = tempConfigDir(t, `extensions = [${JSON.stringify(PIGEON)}]\n[channels.pigeon.home]\nroost = "attic"\ntoken = "do-not-log-me"\n`);
  const pigeonCmd = await svc(['pigeon', 'flights'], { SVC_CONFIG_DIR: dir });
  t.equal(pigeonCmd.code, 1, 'no daemon yet');
  t.match(pigeonCmd.stderr, /no running daemon/);

  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  const listening = await d.waitFor((l) => l.msg === 'listening' && l.ext === 'svc-channel-pigeon');
  t.equal(listening.ext, 'svc-channel-pigeon');
  t.match(listening.url, /^http:\/\/127\.0\.0\.1:[1-9]\d*\/$/, 'the real port, not 0');
  await d.waitFor((l) => l.msg === 'ready');
  t.ok(d.lines.indexOf(listening) < d.lines.findIndex((l) => l.msg === 'ready'), 'ready comes after every listener');

  const reply = await get(listening.url as string);
  t.same(reply, { status: 200, body: 'coo home\n' });
  const flights = await svc(['pigeon', 'flights', '--json'], { SVC_CONFIG_DIR: dir });
  t.equal(flights.code, 0, flights.stderr);
  t.same(JSON.parse(flights.stdout), { home: 1 });
  const status = await svc(['status', '--json'], { SVC_CONFIG_DIR: dir });
  t.equal(JSON.parse(status.stdout).phase, 'ready');

  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  t.ok(d.lines.some((l) => l.msg === 'stopped'));
  t.notMatch(JSON.stringify(d.lines) + d.stderr(), /do-not-log-me/, 'the secret never reaches a log');
  await t.rejects(get(listening.url as string), 'the listener is closed');
});

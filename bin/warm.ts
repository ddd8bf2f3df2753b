// What the build runs before it saves the bundle's code caches (scripts/bundle.ts): what these compile is what a later
// `svc` loads compiled instead of compiling it again. Each runs on a temp directory that it removes; every output is
// dropped. Two warm-ups, two caches of the same bundle: the commands', small, since every command deserializes all of
// its cache (`svc --help` most of all), and the daemon's, which holds Fastify, the extensions' start and a request.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main, type MainIO } from '../cli/main.js';
import { builtinExtensions } from './builtins.js';

const COMMANDS: readonly (readonly string[])[] = [
  ['--help'],
  ['config', 'validate'],
  ['config', 'get', 'gateway.port'],
  ['config', 'list'],
  ['config', 'schema'],
];

/** How long the daemon may take to be ready and answer /health before the warm-up gives up. */
const DAEMON_START_MS = 20_000;

const sink = (): Writable => new Writable({ write: (_chunk, _enc, done) => done() });

/** Every file in `files` (relative path to text) written under a new temp directory, passed to `run`, then removed. */
async function inTempDir<T>(files: Record<string, string>, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-warm-'));
  try {
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    }
    return await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function io(dir: string): MainIO {
  return { env: { SVC_CONFIG_DIR: dir }, stdin: Readable.from([]), stdout: sink(), stderr: sink(), logStream: sink() };
}

/** Runs the warm-up commands; resolves to those that did not exit 0 (none, unless the build is broken). */
export function warm(): Promise<string[]> {
  return inTempDir({ 'config.toml': '[gateway]\nport = 42617\nrequire_pairing = true\n' }, async (dir) => {
    const failed: string[] = [];
    for (const argv of COMMANDS) {
      const code = await main(argv, builtinExtensions, io(dir));
      if (code !== 0) failed.push(`svc ${argv.join(' ')} exited ${code}`);
    }
    return failed;
  });
}

/** The gateway's URL from `svc status --json` run in this process, once the daemon is ready; undefined before. */
async function readyGatewayUrl(dir: string): Promise<string | undefined> {
  let out = '';
  const stdout = new Writable({
    write: (chunk, _enc, done) => {
      out += String(chunk);
      done();
    },
  });
  if ((await main(['status', '--json'], builtinExtensions, { ...io(dir), stdout })) !== 0) return undefined; // no daemon yet
  const status = JSON.parse(out) as { phase?: string; listeners?: { name: string; url: string }[] };
  return status.phase === 'ready' ? status.listeners?.find((l) => l.name === 'gateway')?.url : undefined;
}

/**
 * Starts `svc daemon` in this process with every built-in on (a SOP, a webhook channel), its listeners on port 0 (two
 * builds at once never collide), waits until `svc status` says ready and GET /health answers 200, calls `ready`
 * (where the build takes the code cache: what a start compiles, not what a stop does), then stops it with SIGTERM, as
 * an operator would. Run it in a process of its own: the signal goes to this process. Resolves to what went wrong
 * (nothing, unless the build is broken).
 */
export async function warmDaemon(ready: () => void): Promise<string[]> {
  const files = {
    'config.toml': `[gateway]\nport = 0\n\n[sop]\nsops_dir = "sops"\n\n[channels.webhook.warm]\nsecret = "warm-secret"\nport = 0\n`,
    'sops/warm/SOP.toml': '[sop]\nname = "warm"\n[[triggers]]\ntype = "webhook"\npath = "/sop/warm"\n',
  };
  return inTempDir(files, async (dir) => {
    const exited = main(['daemon'], builtinExtensions, io(dir));
    const deadline = Date.now() + DAEMON_START_MS;
    let healthy = false;
    let done = false;
    void exited.then(
      () => (done = true),
      () => (done = true),
    );
    while (!healthy && !done && Date.now() < deadline) {
      const url = await readyGatewayUrl(dir);
      healthy =
        url !== undefined &&
        (await fetch(new URL('health', url)).then(
          (res) => res.status === 200,
          () => false,
        ));
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (healthy) {
      ready();
      process.kill(process.pid, 'SIGTERM');
    }
    const code = await exited;
    if (!healthy) return [done ? `svc daemon exited ${code} before answering /health` : `svc daemon did not answer /health within ${DAEMON_START_MS} ms`];
    return code === 0 ? [] : [`svc daemon exited ${code} after SIGTERM`];
  });
}

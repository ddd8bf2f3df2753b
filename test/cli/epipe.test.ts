// A reader that goes away early (`svc … | head -1`) ends the command quietly: no EPIPE, no stack trace.
import t from 'tap';
import { spawn } from 'node:child_process';
import { cleanEnv, SVC } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

/** Runs `svc <args>`, closes our end of its stdout at the first chunk, and resolves with its exit code and stderr. */
function closeAfterFirstChunk(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string; chunks: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SVC, ...args], { env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let chunks = 0;
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.once('data', () => {
      chunks += 1;
      child.stdout.destroy();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, chunks });
    });
  });
}

t.test('svc config schema with its reader gone after the first chunk: exit 0 and nothing on stderr', async (t) => {
  const dir = tempConfigDir(t, '');
  // The merged schema is a few hundred KiB, far more than a pipe holds, so the child is still writing when we close.
  const r = await closeAfterFirstChunk(['config', 'schema'], { SVC_CONFIG_DIR: dir });
  t.equal(r.chunks, 1, 'the reader saw output before it left');
  t.notMatch(r.stderr, /EPIPE/);
  t.notMatch(r.stderr, /\n\s+at /, 'no stack trace');
  t.equal(r.stderr, '', 'nothing at all on stderr');
  t.equal(r.code, 0, 'the exit code of the command itself');
});

t.test('a failing command whose stderr reader is gone keeps its own exit code', async (t) => {
  const dir = tempConfigDir(t, '');
  const r = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [SVC, 'config', 'get', 'no.such.path'], { env: cleanEnv({ SVC_CONFIG_DIR: dir }), stdio: ['ignore', 'pipe', 'pipe'] });
    // Closed before the child writes anything: its error sentence meets a closed pipe.
    child.stderr.destroy();
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
  t.equal(r.code, 2, 'an unknown path stays a usage error');
  t.equal(r.stdout, '');
});

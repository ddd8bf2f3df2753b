// The shell tool: runs one command with /bin/sh in the agent's workspace, under the agent's shell timeout
// (runtime_profiles.<p>.shell_timeout_secs, else shell_tool.timeout_secs); offered only when named explicitly.
import { type ToolDefinition } from '../api.js';
import { timerMs } from '../../../kernel/index.js';

const MAX_OUTPUT = 64 * 1024;

export function shellTool(): ToolDefinition {
  return {
    name: 'shell',
    explicitOnly: true,
    // A command may do anything the daemon's user may: start processes, touch files, open connections.
    reaches: ['process', 'filesystem', 'network'],
    description: "Run a shell command in the agent's workspace directory and return its exit code, stdout and stderr (each capped at 64 KiB).",
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['command'],
      properties: { command: { type: 'string', minLength: 1, description: 'The command line, run by /bin/sh -c' } },
    },
    handler: async (args, ctx) => {
      const { spawn } = await import('node:child_process');
      const timeoutSecs = ctx.limits.shellTimeoutSecs;
      const cwd = ctx.workspace.dir;
      return new Promise<string>((resolve, reject) => {
        // Its own process group, so that a timeout kills what the command started too.
        const child = spawn('/bin/sh', ['-c', String(args.command)], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        let outSize = 0;
        let errSize = 0;
        child.stdout.on('data', (d: Buffer) => outSize < MAX_OUTPUT && (out.push(d), (outSize += d.length)));
        child.stderr.on('data', (d: Buffer) => errSize < MAX_OUTPUT && (err.push(d), (errSize += d.length)));
        let timedOut = false;
        const kill = (): void => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
        };
        const timer = setTimeout(() => ((timedOut = true), kill()), timerMs(timeoutSecs * 1000));
        ctx.signal.addEventListener('abort', kill, { once: true });
        child.on('error', (e) => (clearTimeout(timer), reject(e)));
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          ctx.signal.removeEventListener('abort', kill);
          if (timedOut) return reject(new Error(`the command did not finish within ${timeoutSecs} s and was killed`));
          const text = (b: Buffer[]) => Buffer.concat(b).toString('utf8').slice(0, MAX_OUTPUT);
          resolve(`exit ${code ?? signal}\nstdout:\n${text(out)}\nstderr:\n${text(err)}`);
        });
      });
    },
  };
}

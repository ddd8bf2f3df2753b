// The shell tool: runs one command with /bin/sh in the agent's workspace, under the agent's shell timeout
// (runtime_profiles.<p>.shell_timeout_secs, else shell_tool.timeout_secs); offered only when named explicitly. The
// command runs in the sandbox [runtime] selects (extensions/sandbox): with none to be had, the tool is refused at load.
import { toolListNames, type ToolDefinition } from '../api.js';
import { timerMs, type ConfigObject, type ProblemReport } from '../../../kernel/index.js';
import type { Sandbox } from '../../sandbox/api.js';

const MAX_OUTPUT = 64 * 1024;

const REACHES = ['process', 'filesystem', 'network'] as const;

/** Why the shell cannot run under `config`, or null: it needs a sandbox, or the operator's runtime.kind = "native". */
export function shellRefusal(sandbox: Sandbox | undefined, config: ConfigObject): string | null {
  if (!sandbox) return 'no sandbox extension is loaded';
  const a = sandbox.availability(config);
  return a.ok ? null : a.reason;
}

/** At load: a tools.optional that names the shell (or a reach of it) while no sandbox can be had is a config error. */
export function checkShellSandbox(optional: readonly string[], sandbox: Sandbox | undefined, config: ConfigObject, report: ProblemReport): void {
  if (!toolListNames(optional, { name: 'shell', reaches: REACHES })) return;
  const why = shellRefusal(sandbox, config);
  if (why) report.add('tools.optional', `names the shell tool, which runs commands only in a sandbox: ${why}. Install bubblewrap (apt-get install bubblewrap), or write runtime.kind = "native" to run commands unsandboxed as the daemon's user`);
}

export function shellTool(sandbox: () => Sandbox | undefined): ToolDefinition {
  return {
    name: 'shell',
    explicitOnly: true,
    // Inside the sandbox: the workspace, a private /tmp, the network only when [runtime] allows it.
    reaches: [...REACHES],
    description: "Run a shell command in the agent's workspace directory and return its exit code, stdout and stderr (each capped at 64 KiB).",
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['command'],
      properties: { command: { type: 'string', minLength: 1, description: 'The command line, run by /bin/sh -c' } },
    },
    available: ({ config }) => {
      const why = shellRefusal(sandbox(), config);
      return why === null || `no sandbox (${why})`;
    },
    handler: async (args, ctx) => {
      const box = sandbox();
      if (!box) throw new Error('no sandbox extension is loaded');
      const timeoutSecs = ctx.limits.shellTimeoutSecs;
      const proc = box.spawn({ command: '/bin/sh', args: ['-c', String(args.command)], workspace: ctx.workspace.dir, role: 'command', purpose: 'shell' });
      const child = proc.child;
      return new Promise<string>((resolve, reject) => {
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        let outSize = 0;
        let errSize = 0;
        child.stdout!.on('data', (d: Buffer) => outSize < MAX_OUTPUT && (out.push(d), (outSize += d.length)));
        child.stderr!.on('data', (d: Buffer) => errSize < MAX_OUTPUT && (err.push(d), (errSize += d.length)));
        let timedOut = false;
        // The process group (and for bubblewrap the whole pid namespace), so what the command started goes too.
        const kill = (): void => proc.kill('SIGKILL');
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

// The sandbox extension: owns [runtime]; serves sandboxPoint, through which the shell tool and MCP stdio servers start
// their processes: bubblewrap on Linux (read-only root, the workspace the only writable place, config and data
// directories hidden, no network, limits, an allowlisted environment), docker where a daemon answers, or native only
// when the operator opts out. svc doctor and svc status say which runs.
import { defineExtension, doctorPoint, statusPoint, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { sandboxPoint } from './api.js';
import { pidsRoot, runsAsRoot, sweepGroups } from './cgroup.js';
import type { RuntimeConfig } from './config.generated.js';
import { passable } from './env.js';
import { cachedProbes, choose, SandboxService, type Probes } from './sandbox.js';
import { runtimeSection } from './schema.js';

export const NAME = 'sandbox';

export interface SandboxOptions {
  /** Replaces the adapter probes (tests of a machine without bwrap or docker). */
  readonly probes?: Probes;
}

/** How the process limit is enforced for the adapter in use. */
function processLimit(adapter: string): string {
  if (adapter === 'native') return 'none (unsandboxed)';
  if (adapter === 'docker') return 'pids-limit';
  if (!runsAsRoot()) return 'rlimit (user namespace)';
  return pidsRoot() ? `pids cgroup under ${pidsRoot()}` : 'not enforced: the daemon runs as root and no pids cgroup is writable';
}

export function checkRuntime(settings: RuntimeConfig, probes: Probes, report: ProblemReport): void {
  settings.env_passthrough.forEach((name, i) => {
    if (!passable(name)) report.add(`runtime.env_passthrough.${i}`, `${JSON.stringify(name)} may not be passed into the sandbox: SVC_ variables never are, and a name is letters, digits and _`);
  });
  if (settings.kind !== 'bubblewrap' && settings.kind !== 'docker') return;
  const chosen = choose(settings, probes);
  if (!chosen.ok) report.add('runtime.kind', `${chosen.reason}; install or start it, choose another runtime.kind, or write runtime.kind = "native" to run tool processes unsandboxed`);
}

export function createSandboxExtension(options: SandboxOptions = {}): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Runs the processes agent tools start (shell, MCP stdio servers) in a sandbox: bubblewrap, docker, or native by explicit opt-out.',
    sections: { runtime: runtimeSection },
    apply(kernel) {
      const settings = kernel.config<RuntimeConfig>('runtime');
      const probes = cachedProbes(options.probes);
      const log = kernel.logger;
      const sandbox = new SandboxService(settings, kernel.paths, probes, log);
      kernel.provide(sandboxPoint, sandbox);
      kernel.hooks.validateConfig.tap(NAME, (config: ConfigObject, report) => checkRuntime(settings.of(config), probes, report));

      const describe = (s: RuntimeConfig) => {
        const chosen = choose(s, probes);
        return chosen.ok
          ? { kind: s.kind, adapter: chosen.adapter, unsandboxed: chosen.adapter === 'native', detail: chosen.detail, process_limit: processLimit(chosen.adapter) }
          : { kind: s.kind, adapter: null, unsandboxed: false, detail: chosen.reason, process_limit: null };
      };
      kernel.hooks.start.tap(NAME, (rt) => {
        const d = describe(settings.of(rt.config));
        if (d.adapter === 'bubblewrap' && runsAsRoot()) sweepGroups();
        if (d.unsandboxed) log.warn({ kind: d.kind }, 'tool processes run unsandboxed (runtime.kind = "native"): a shell command can read the secret key');
        else if (d.adapter) log.info({ adapter: d.adapter, detail: d.detail, process_limit: d.process_limit }, 'tool processes run in a sandbox');
        else log.info({ detail: d.detail }, 'no sandbox here: the shell tool and MCP stdio servers are not offered');
        if (d.adapter === 'bubblewrap' && runsAsRoot() && !pidsRoot()) log.warn({}, 'the daemon runs as root and no pids cgroup is writable: a fork bomb in the sandbox is bounded only by the shell timeout');
      });
      kernel.use(statusPoint).section(NAME, () => describe(settings()));
      kernel.use(doctorPoint).add({
        name: 'runtime',
        run: async ({ config }) => {
          const d = describe(settings.of(config));
          if (d.unsandboxed) return [{ check: 'runtime.sandbox', status: 'warn', finding: 'tool processes run unsandboxed (runtime.kind = "native"): the shell tool and MCP stdio servers run as the daemon\'s user and can read the secret key', fix: 'apt-get install bubblewrap, then remove runtime.kind (or set it to "auto")' }];
          if (!d.adapter) return [{ check: 'runtime.sandbox', status: 'warn', finding: `${d.detail}: the shell tool and MCP stdio servers are refused`, fix: 'apt-get install bubblewrap (or run a docker daemon)' }];
          const root = d.adapter === 'bubblewrap' && runsAsRoot() && !pidsRoot();
          return [{ check: 'runtime.sandbox', status: root ? 'warn' : 'ok', finding: `${d.adapter}: ${d.detail}; process limit: ${d.process_limit}`, ...(root ? { fix: 'run svc as an unprivileged user' } : {}) }];
        },
      });
    },
  });
}

export default createSandboxExtension();

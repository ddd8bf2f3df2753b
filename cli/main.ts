// The `svc` command line: boots the kernel, finds the command among those the kernel and extensions added, runs it.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { acquireLock } from '../runner/lock.js';
import { boot, type Session } from '../runner/boot.js';
import { describe, EXIT, kernelError, SvcError } from '../kernel/errors.js';
import { ExtensionHost, type LoadedExtension } from '../kernel/host.js';
import { LOG_LEVELS, LogRoot, type LogLevel } from '../kernel/logger.js';
import { humanStream } from './human-log.js';
import { bootstrap } from '../kernel/config/bootstrap.js';
import type { ImportModule } from '../runner/third-party.js';
import { closest } from '../lib/config/path.js';
import { callControl, socketPath, streamControl } from '../runner/control.js';
import { runDaemon } from '../runner/daemon.js';
import type { CommandContext, CommandSpec, ExtensionDefinition } from '../kernel/types.js';
import { version } from '../lib/version.js';
import { registerConfigCommands } from './config-commands.js';
import { registerKernelCommands } from './kernel-commands.js';
import { coreServices } from '../core/services.js';

export interface MainIO {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** Where log lines go instead of fd 1 or 2 (an in-process run: the testkit's `cli`). */
  readonly logStream?: NodeJS.WritableStream;
  /** How third-party extensions are imported: the bundled binary's own `import()` (bin/svc.js); default the kernel's. */
  readonly importModule?: ImportModule;
}

const GLOBAL_OPTIONS = {
  help: { type: 'boolean', short: 'h', description: 'Show help for svc or for one command' },
  'log-level': { type: 'string', description: `Log level: ${LOG_LEVELS.join(', ')} (default info)` },
  pretty: { type: 'boolean', description: 'Human-readable log lines instead of JSON' },
} as const;

function pad(s: string, n: number): string {
  return s.length >= n ? `${s}  ` : s + ' '.repeat(n - s.length);
}

function generalHelp(commands: Map<string, { spec: CommandSpec }>, prefix = ''): string {
  const rows = [...commands.values()]
    .map((c) => c.spec)
    .filter((s) => !prefix || s.name === prefix || s.name.startsWith(`${prefix} `))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const width = Math.max(20, ...rows.map((s) => s.name.length + 4));
  const lines = [
    `svc ${version()}: a self-hosted agent runtime`,
    '',
    `Usage: svc ${prefix ? `${prefix} ` : ''}<command> [options]`,
    '',
    'Commands:',
    ...rows.map((s) => `  ${pad(s.name, width)}${s.summary}`),
    '',
    'Global options:',
    `  ${pad('--help, -h', width)}Show help (svc <command> --help for one command)`,
    `  ${pad('--version', width)}Print the version`,
    `  ${pad('--log-level LEVEL', width)}${GLOBAL_OPTIONS['log-level'].description}`,
    `  ${pad('--pretty', width)}${GLOBAL_OPTIONS.pretty.description}`,
    '',
    'Files: <config dir>/config.toml; config dir from SVC_CONFIG_DIR, else SVC_DATA_DIR, else $HOME/.svc.',
  ];
  return `${lines.join('\n')}\n`;
}

/** The names of the commands under a group (`gateway tokens` for `gateway`), sorted. */
function subcommands(commands: Map<string, { spec: CommandSpec }>, prefix: string): CommandSpec[] {
  return [...commands.values()].map((c) => c.spec).filter((s) => s.name.startsWith(`${prefix} `)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Whether the words name a group of commands and no command itself (`svc gateway tokens`): its help is shown. */
function isGroup(commands: Map<string, { spec: CommandSpec }>, name: string): boolean {
  return name !== '' && !commands.has(name) && subcommands(commands, name).length > 0;
}

function commandHelp(spec: CommandSpec, commands?: Map<string, { spec: CommandSpec }>): string {
  const options = Object.entries(spec.options ?? {});
  const width = Math.max(20, ...options.map(([n]) => n.length + 12));
  const lines = [`Usage: svc ${spec.name}${options.length ? ' [options]' : ''}${spec.usage ? ` ${spec.usage}` : ''}`, '', spec.summary, ''];
  if (options.length) {
    lines.push('Options:');
    for (const [name, o] of options) {
      const flag = `--${name}${o.type === 'string' ? ' VALUE' : ''}${o.short ? `, -${o.short}` : ''}`;
      lines.push(`  ${pad(flag, width)}${o.description}`);
    }
    lines.push('');
  }
  const subs = commands ? subcommands(commands, spec.name) : [];
  if (subs.length) {
    const subWidth = Math.max(20, ...subs.map((s) => s.name.length + 8));
    lines.push('Subcommands:', ...subs.map((s) => `  ${pad(`svc ${s.name}`, subWidth)}${s.summary}`), '');
  }
  lines.push('Global options: --help, --log-level LEVEL, --pretty');
  return `${lines.join('\n')}\n`;
}

/** Finds the longest run of leading words that names a command. */
function match(words: readonly string[], commands: Map<string, { spec: CommandSpec }>): { spec: CommandSpec; used: number } | undefined {
  for (let n = words.length; n > 0; n--) {
    const hit = commands.get(words.slice(0, n).join(' '));
    if (hit) return { spec: hit.spec, used: n };
  }
  return undefined;
}

/** A host with the built-in extensions only, for --help when config.toml cannot be read. */
function fallbackHost(builtins: readonly ExtensionDefinition[], env: MainIO['env'], logRoot: LogRoot): ExtensionHost {
  const exts: LoadedExtension[] = builtins.map((definition) => ({ definition, source: 'builtin' }));
  const host = new ExtensionHost(exts, bootstrap(env).paths, logRoot, coreServices());
  registerKernelCommands(host, () => {
    throw kernelError('SVC_ERR_USAGE', 'config.toml could not be loaded');
  });
  registerConfigCommands(host, () => {
    throw kernelError('SVC_ERR_USAGE', 'config.toml could not be loaded');
  });
  host.apply();
  return host;
}

/** Prints a failure on stderr; `scrub` removes the running config's secret values (an error may quote a cause). */
function report(err: unknown, io: MainIO, scrub: (text: string) => string = (t) => t): number {
  if (err instanceof SvcError) {
    io.stderr.write(scrub(`svc: ${err.message}\n(error code ${err.code})\n`));
    return err.exitCode;
  }
  io.stderr.write(scrub(`svc: internal error: ${describe(err)}\n${(err as Error)?.stack ?? ''}\n`));
  return EXIT.runtime;
}

/** Runs one `svc` invocation; resolves to the process exit code. */
export async function main(argv: readonly string[], builtins: readonly ExtensionDefinition[], io: MainIO): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-V') {
    io.stdout.write(`${version()}\n`);
    return EXIT.ok;
  }
  const words: string[] = [];
  while (words.length < argv.length && !argv[words.length]!.startsWith('-')) words.push(argv[words.length]!);
  const wantsHelp = words.length === 0 || words[0] === 'help' || argv.includes('--help') || argv.includes('-h');
  const logRoot = new LogRoot({ fd: 2, level: 'info', pretty: false, ...(io.logStream ? { stream: io.logStream } : {}) });

  let session: Session | undefined;
  try {
    session = await boot({
      builtins,
      env: io.env,
      logRoot,
      ...(io.importModule ? { importModule: io.importModule } : {}),
      registerKernel: (host) => {
        registerKernelCommands(host, () => session!);
        registerConfigCommands(host, () => session!);
      },
    });
  } catch (err) {
    if (!wantsHelp) return report(err, io);
    const host = fallbackHost(builtins, io.env, logRoot);
    io.stderr.write(`svc: ${describe(err)}\n(commands of third-party extensions are not listed)\n`);
    return printHelp(words.filter((w) => w !== 'help'), host.commands, io);
  }
  const { host } = session;
  if (wantsHelp) return printHelp(words.filter((w) => w !== 'help'), host.commands, io);

  // A group named alone (`svc gateway tokens`) shows its commands, as --help does.
  if (isGroup(host.commands, words.join(' '))) return printHelp(words, host.commands, io);
  const found = match(words, host.commands);
  if (!found) {
    const hint = closest(words.join(' '), host.commands.keys());
    const groups = [...host.commands.keys()].filter((n) => n.startsWith(`${words[0]} `));
    const more = hint ? ` (did you mean "svc ${hint}"?)` : groups.length ? ` (try "svc ${words[0]} --help")` : ' (try "svc --help")';
    return report(kernelError('SVC_ERR_USAGE', `unknown command "svc ${words.join(' ')}"${more}`), io);
  }
  const { spec, used } = found;
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv.slice(used) as string[],
        options: { ...GLOBAL_OPTIONS, ...(spec.options ?? {}) } as never,
        allowPositionals: true,
        strict: true,
      });
    } catch (err) {
      throw kernelError('SVC_ERR_USAGE', `svc ${spec.name}: ${describe(err)} (see "svc ${spec.name} --help")`, { cause: err });
    }
    const options = parsed.values as Record<string, string | boolean | string[] | undefined>;
    const range = spec.positionals ?? { min: 0, max: 0 };
    if (parsed.positionals.length < range.min || parsed.positionals.length > range.max) {
      const extra = parsed.positionals.length > range.max ? `unexpected argument "${parsed.positionals[range.max]}"` : 'missing argument';
      throw kernelError('SVC_ERR_USAGE', `svc ${spec.name}: ${extra}${spec.usage ? ` (usage: svc ${spec.name} ${spec.usage})` : ''}`);
    }
    const level = (options['log-level'] as string | undefined) ?? 'info';
    if (!LOG_LEVELS.includes(level as LogLevel)) {
      throw kernelError('SVC_ERR_USAGE', `--log-level must be one of ${LOG_LEVELS.join(', ')}, not "${level}"`);
    }
    logRoot.configure({ fd: spec.logsToStdout ? 1 : 2, sync: !spec.logsToStdout, level: level as LogLevel, pretty: options.pretty === true });
    // A one-shot command at a terminal: warnings as sentences, info lines (an offline write's audit line) only when
    // asked for with --log-level; scripts and log collectors (stderr not a terminal) keep the JSON lines.
    if (!spec.logsToStdout && !options.pretty && !io.logStream && (io.stderr as NodeJS.WriteStream).isTTY === true) {
      logRoot.configure({ stream: humanStream(io.stderr) as unknown as NodeJS.WritableStream, level: (options['log-level'] as LogLevel | undefined) ?? 'warn' });
    }
    const logger = logRoot.logger();
    const needs = spec.needs ?? 'nothing';
    const current = session;
    const schema = needs === 'nothing' ? {} : current.schema();
    for (const w of current.warnings) logger.warn({ variable: w.variable }, w.msg);
    if (needs === 'config') current.config();
    const ctx: CommandContext = {
      positionals: parsed.positionals,
      options,
      paths: current.paths,
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr,
      logger,
      schema,
      config: () => current.config(),
      // A daemon's answer may carry warnings for the operator (e.g. of a config write: lib/config-warnings.ts).
      control: async (command, args) => {
        const answer = await callControl(socketPath(current.paths.dataDir), command, args);
        const warnings = (answer as { warnings?: unknown } | null)?.warnings;
        if (Array.isArray(warnings)) for (const w of warnings) if (typeof w === 'string') io.stderr.write(`svc: warning: ${w}\n`);
        return answer;
      },
      controlStream: (command, args, o) => streamControl(socketPath(current.paths.dataDir), command, args, o),
      runDaemon: (o) => runDaemon({ session: current, logger, version: version(), mode: o.mode, ...(o.only ? { only: o.only } : {}) }),
      lockDataDir: () => {
        mkdirSync(current.paths.dataDir, { recursive: true, mode: 0o700 });
        return acquireLock(current.paths.dataDir);
      },
    };
    return (await spec.run(ctx)) ?? EXIT.ok;
  } catch (err) {
    return report(err, io, (text) => logRoot.scrub(text));
  }
}

function printHelp(words: string[], commands: Map<string, { spec: CommandSpec }>, io: MainIO): number {
  const found = words.length ? match(words, commands) : undefined;
  if (isGroup(commands, words.join(' '))) io.stdout.write(generalHelp(commands, words.join(' ')));
  else if (found) io.stdout.write(commandHelp(found.spec, commands));
  else if (words.length && [...commands.keys()].some((n) => n.startsWith(`${words.join(' ')} `))) {
    io.stdout.write(generalHelp(commands, words.join(' ')));
  } else if (words.length) {
    return report(kernelError('SVC_ERR_USAGE', `unknown command "svc ${words.join(' ')}" (try "svc --help")`), io);
  } else io.stdout.write(generalHelp(commands));
  return EXIT.ok;
}

// The daemon contains its guests: an exception or rejection that escapes an extension's timer, socket or callback is
// logged with the extension's name (SVC_ERR_EXTENSION_CRASHED), counted (svc_extension_crashes_total and svc status)
// and the daemon keeps serving. Node's default would end the process, and every other extension's work with it.
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentOwner } from '../kernel/containment.js';
import { describe } from '../kernel/errors.js';
import type { ExtensionHost } from '../kernel/host.js';
import type { LogRoot } from '../kernel/logger.js';

/** Log lines per extension and minute; beyond them a crash is only counted (a timer that throws every tick floods nothing). */
export const CRASH_LINES_PER_MINUTE = 10;

/**
 * Who owns an escaped error: the third-party extension whose file a frame of its stack is in (the code that threw, or
 * made the rejected error), else the extension whose code started the chain that threw (kernel/containment.ts: timers
 * and promises keep it; data events of accepted sockets do not), else the kernel.
 */
export function crashOwner(error: unknown, locations: readonly { name: string; prefixes: readonly string[] }[]): string {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  if (stack && locations.length) {
    for (const frame of stack.split('\n').slice(1)) {
      for (const { name, prefixes } of locations) if (prefixes.some((p) => frame.includes(p))) return name;
    }
  }
  return currentOwner() ?? 'kernel';
}

/** The path prefixes, plain and as file URLs, under which each loaded extension's own code lives. */
export function extensionLocations(host: ExtensionHost): { name: string; prefixes: string[] }[] {
  return host.ordered
    .filter((e) => e.location !== undefined)
    .map(({ definition: { name }, location }) => {
      // A single file is matched with the ':' of its line number after it; a package directory as a folder.
      const file = /\.[cm]?js$/.test(location!);
      const base = file || location!.endsWith(sep) ? location! : `${location}${sep}`;
      const end = file ? ':' : '';
      return { name, prefixes: [`${base}${end}`, `${pathToFileURL(base).href}${end}`] };
    });
}

/** Installs the process-wide handlers; returns their removal. `now` is the clock of the per-minute line budget. */
export function containCrashes(host: ExtensionHost, logRoot: LogRoot, now: () => number = Date.now): () => void {
  const counter = host.metrics.counter({
    name: 'svc_extension_crashes_total',
    help: 'Exceptions and rejections that escaped an extension\'s code and were contained, by extension (kernel: no extension owned the code).',
    labelNames: ['extension'],
  });
  const budget = new Map<string, { minute: number; lines: number; suppressed: number }>();
  const locations = extensionLocations(host);
  const crash = (kind: 'exception' | 'rejection', error: unknown): void => {
    const extension = crashOwner(error, locations);
    host.recordCrash(extension);
    counter.inc({ extension });
    const minute = Math.floor(now() / 60_000);
    let b = budget.get(extension);
    if (!b || b.minute !== minute) {
      const suppressed = b?.suppressed ?? 0;
      b = { minute, lines: 0, suppressed: 0 };
      budget.set(extension, b);
      if (suppressed) logRoot.logger({ ext: extension }).error({ code: 'SVC_ERR_EXTENSION_CRASHED', suppressed }, 'more escaped errors of this extension were counted, not logged, in the last minute');
    }
    if (b.lines >= CRASH_LINES_PER_MINUTE) {
      b.suppressed += 1;
      return;
    }
    b.lines += 1;
    const stack = error instanceof Error && error.stack ? { stack: error.stack.split('\n').slice(0, 6).join('\n') } : {};
    logRoot
      .logger({ ext: extension })
      .error({ code: 'SVC_ERR_EXTENSION_CRASHED', kind, err: describe(error), ...stack }, `an ${kind === 'exception' ? 'exception' : 'unhandled rejection'} escaped the extension; the daemon contained it and keeps serving`);
  };
  const onException = (err: unknown): void => crash('exception', err);
  const onRejection = (reason: unknown): void => crash('rejection', reason);
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}

// The options of `svc logs`, apart from its runtime so that loading the extension stays light.
import type { CommandSpec } from '../../kernel/index.js';

/** Lines printed without --since or --lines: the recent ones. */
export const DEFAULT_LINES = 200;

export const logsOptions: NonNullable<CommandSpec['options']> = {
  follow: { type: 'boolean', short: 'f', description: 'Keep printing new lines as the daemon writes them (across rotations) until Ctrl-C' },
  since: { type: 'string', description: 'Only lines from this time on: a duration back from now (30s, 15m, 2h, 1d) or an ISO-8601 time' },
  ext: { type: 'string', description: 'Only lines of this extension (its ext field: gateway, agent, kernel, …)' },
  level: { type: 'string', description: 'Only lines at this level or above: trace, debug, info, warn, error, fatal' },
  lines: { type: 'string', short: 'n', description: `At most the last N matching lines (default ${DEFAULT_LINES}; with --since, all); 0: all` },
  json: { type: 'boolean', description: 'Print the lines as the daemon wrote them (JSON), not formatted' },
};

// `svc otp unlock [--all]`: ends the operator's one-time-password lockout (with --all, every channel sender's and
// channel's) in the lockout state file while no daemon runs, keeping the last code used (so no used code is accepted
// again, unlike deleting the file). A running daemon keeps its counts in memory: the command refuses then.
import { SvcError, type CommandSpec } from '../../kernel/index.js';
import type { OtpConfig } from './config.generated.js';
import { secretTag, unlockFile } from './lockouts.js';
import { base32Decode } from './totp.js';

const noDaemon = (err: unknown): boolean => ['SVC_ERR_NO_DAEMON', 'SVC_ERR_SOCKET_PATH'].includes((err as { code?: string }).code ?? '');

/** The command, for the lockout file at `file(dataDir)`. */
export function unlockCommand(settings: () => OtpConfig, file: (dataDir: string) => string): CommandSpec {
  return {
    name: 'otp unlock',
    summary: 'End the operator\'s one-time-password lockout (--all: every sender\'s and channel\'s too) in the lockout state file; only while no daemon runs (stop it first), keeping the last code used',
    needs: 'config',
    options: { all: { type: 'boolean', description: 'Also clear every channel sender\'s and channel\'s wrong-code count and lockout' } },
    run: async (ctx) => {
      try {
        await ctx.control('otp.pending');
        throw new SvcError('SVC_ERR_USAGE', 'svc otp unlock: a daemon runs on this data directory, and it keeps its wrong-code counts in memory (it would write them back): stop it, run svc otp unlock, and start it again; or wait, a lockout ends within 15 min');
      } catch (err) {
        if (!noDaemon(err)) throw err;
      }
      const secret = settings().secret;
      const key = secret ? base32Decode(secret) : undefined;
      if (!key?.length) throw new SvcError('SVC_ERR_USAGE', 'svc otp unlock: no one-time-password secret is enrolled (svc otp enroll), so no lockout is kept');
      const path = file(ctx.paths.dataDir);
      let done;
      try {
        done = unlockFile(path, secretTag(key), Date.now(), ctx.options.all === true);
      } catch (err) {
        throw new SvcError('SVC_ERR_USAGE', `svc otp unlock: ${path} cannot be read (${(err as Error).message}); with the daemon stopped, delete it (this also forgets the last code used)`);
      }
      if (!done) return void ctx.stdout.write('no lockout is kept (no state file)\n');
      const others = done.senders || done.channels ? `; cleared ${done.senders} sender and ${done.channels} channel count(s)` : '';
      ctx.stdout.write(`${done.operator ? 'the operator\'s lockout and wrong-code count are cleared' : 'the operator was not locked out'}${others}; the last code used is kept\n`);
    },
  };
}

// The otp extension: owns [security.otp]; gates the tool calls it names behind a TOTP code that the sender of a channel
// turn gives in its conversation or the operator gives (`svc otp verify`, POST /api/otp/verify, the dashboard), serves
// otpPoint to the emergency stop's resume, and offers `svc otp enroll`.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { configStorePoint, controlCommands, defineExtension, statusPoint, SvcError, type Clock, type CommandContext, type ExtensionDefinition, type JsonSchema } from '../../kernel/index.js';
import { agentHooksPoint, TOOL_CALL_STAGE } from '../agent/api.js';
import { auditPoint } from '../audit/api.js';
import { leakGuardPoint } from '../leak-detection/api.js';
import { channelRuntimePoint } from '../channel-runtime/api.js';
import { gatewayRoutesPoint, type RouteDeclaration } from '../gateway/api.js';
import { sharedPoint } from '../instances/api.js';
import { otpPoint, type OtpVerdict } from './api.js';
import type { OtpConfig } from './config.generated.js';
import { DOMAIN_CATEGORIES } from './domain-categories.js';
import { gatedDomainProblems } from './domains.js';
import { OtpGate, SHARED_POLL_MS } from './gate.js';
import { otpSection } from './schema.js';
import { base32Decode, base32Encode, matchStep, otpauthUri } from './totp.js';
import { unlockCommand } from './unlock.js';
import { readSecretLine } from '../../lib/secret-input.js';

export const NAME = 'otp';
/** The wrong-code counts and lockouts, under the data directory's state folder. */
export const LOCKOUT_FILE = 'otp-lockouts.json';

/** What the config check refuses beyond the schema: an unknown domain category, a method other than TOTP. */
export function otpProblems(c: Pick<OtpConfig, 'gated_domain_categories' | 'method'>): [path: string, message: string][] {
  const out: [string, string][] = [];
  for (const name of c.gated_domain_categories) {
    if (!Object.hasOwn(DOMAIN_CATEGORIES, name)) out.push(['security.otp.gated_domain_categories', `names "${name}", which is no category (categories: ${Object.keys(DOMAIN_CATEGORIES).join(', ')})`]);
  }
  for (const [key, value] of Object.entries(c.method ?? {})) {
    if (key !== 'kind') out.push([`security.otp.method.${key}`, 'is not a key of security.otp.method (only kind)']);
    else if (value !== 'totp') out.push(['security.otp.method.kind', `${JSON.stringify(value)} is not offered: only "totp" (RFC 6238) runs`]);
  }
  return out;
}

const VERDICT: JsonSchema = {
  type: 'object',
  required: ['valid', 'answered', 'refused'],
  properties: {
    valid: { type: 'boolean' },
    reason: { type: 'string', description: 'Why the code was refused.' },
    answered: { type: 'array', items: { type: 'string' }, description: 'Waiting challenges the code let run.' },
    refused: { type: 'array', items: { type: 'string' }, description: 'Waiting challenges refused after their last wrong code.' },
    unlocked_until: { type: 'integer', description: 'Epoch ms until which the answered call\'s agent runs gated calls of operator-started turns without asking (none when it came from a channel sender).' },
  },
};
const CHALLENGES: JsonSchema = {
  type: 'object',
  required: ['challenges'],
  properties: { challenges: { type: 'array', items: { type: 'object', description: 'One waiting gated call: id, tool, agent, channel, summary (what it does, as its channel prompt shows it: leaks redacted, neutralised, 300 characters at most then "… (N more characters)"; never the raw arguments), created_at, expires_at, attempts, asked (channel: its sender was asked too; operator) (never a code).' } } },
};

const noDaemon = (err: unknown): boolean => ['SVC_ERR_NO_DAEMON', 'SVC_ERR_SOCKET_PATH'].includes((err as { code?: string }).code ?? '');

export interface OtpOptions {
  /** Time for challenges (token_ttl_secs), unlock windows and the lockout; tests pass a fake one. */
  readonly clock?: Clock;
}

export function createOtpExtension(options: OtpOptions = {}): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'One-time passwords (RFC 6238 TOTP) on gated tool calls, given by the sender on the channel or by the operator (CLI, admin API, dashboard).',
    dependsOn: ['agent'],
    // Challenges and answers are audited when the audit trail is loaded; the admin routes are served with the gateway;
    // the sender of a channel turn is asked for the code through the channel runtime.
    // In the shared mode with PostgreSQL, every instance's challenges are listed and answered on any of them (shared.ts).
    optionalDependsOn: ['audit', 'gateway', 'channel-runtime', 'instances', 'leak-detection'],
    sections: { 'security.otp': otpSection },
    apply(kernel) {
      const settings = kernel.config<OtpConfig>('security.otp');
      const audit = kernel.tryUse(auditPoint);
      const channels = kernel.tryUse(channelRuntimePoint);
      const leaks = kernel.tryUse(leakGuardPoint);
      const gate = new OtpGate({
        settings, logger: kernel.logger, stateFile: join(kernel.paths.dataDir, 'state', LOCKOUT_FILE),
        ...(leaks ? { redact: (text: string) => leaks.redact(text, 'otp:pending') } : {}),
        ...(audit ? { audit } : {}), ...(options.clock ? { clock: options.clock } : {}), ...(channels ? { channels } : {}),
      });
      kernel.provide(otpPoint, gate);
      // A new secret (svc otp enroll --force, an edit): the spares, the last code used and the wrong-code counts of the
      // old one are forgotten, so no window of the old secret outlives it.
      kernel.hooks.configReloaded.tap(NAME, (next, previous) => {
        if (settings.of(next).secret !== settings.of(previous).secret) gate.secretChanged();
      });
      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const c = settings.of(config);
        if (c.secret && !(base32Decode(c.secret)?.length ?? 0)) report.add('security.otp.secret', 'is not a base32 TOTP secret (run svc otp enroll --force for a new one)');
        else if (c.secret && base32Decode(c.secret)!.length < 10) report.add('security.otp.secret', 'is shorter than 80 bits (run svc otp enroll --force for a new one)');
        for (const [path, message] of otpProblems(c)) report.add(path, message);
        for (const [path, message] of gatedDomainProblems(c.gated_domains)) report.add(path, message);
      });
      kernel.use(agentHooksPoint).beforeToolCall.tapPromise({ name: NAME, stage: TOOL_CALL_STAGE.wait }, (event) => gate.admit(event));
      // The lockouts an earlier run counted hold from the start (a corrupt file is reported here, and treated as empty).
      const shared = kernel.tryUse(sharedPoint);
      kernel.hooks.start.tapPromise(NAME, async () => {
        gate.open();
        const pg = shared?.enabled() ? await shared.postgres() : undefined;
        if (!pg) return;
        const { SharedOtp } = await import('./shared.js');
        gate.share(await SharedOtp.open(pg, shared!.instanceId()));
        kernel.logger.info({ target: pg.target, poll_ms: SHARED_POLL_MS }, 'one-time-password challenges are shared through PostgreSQL: any instance can answer them');
      });
      // A code-shaped message on this instance for a call waiting on another is withheld here and relayed (gate.relay).
      channels?.screen((channel, message) => gate.relay(channel, message));
      // At the first shutdown signal, before the drain: a call waiting for a code must not hold the drain for token_ttl_secs.
      kernel.hooks.beforeShutdown.tap(NAME, () => gate.close());
      kernel.hooks.shutdown.tapPromise(NAME, () => gate.unshare());

      const control = kernel.use(controlCommands);
      control.register('otp.verify', (args) => {
        const { code, challenge } = (args ?? {}) as { code?: unknown; challenge?: unknown };
        if (typeof code !== 'string' || (challenge !== undefined && typeof challenge !== 'string')) throw new SvcError('SVC_ERR_USAGE', 'otp.verify needs {"code": "123456", "challenge": "otp_…"} (challenge required when more than one call waits)');
        return gate.verifyAny(code, 'cli', challenge === undefined ? {} : { challenge });
      });
      control.register('otp.pending', () => ({ challenges: gate.pending() }));
      // The dashboard's panel reads it: whether codes are asked, and the calls waiting (never a code).
      kernel.use(statusPoint).section('otp', () => ({ enabled: settings().enabled, enrolled: gate.enrolled(), pending: gate.pending() }));

      const routes = kernel.tryUse(gatewayRoutesPoint);
      if (routes) {
        const admin = (summary: string, schema: JsonSchema, errors: RouteDeclaration['errors'] = []): { gateway: RouteDeclaration } => ({
          gateway: { access: 'admin', summary, responses: { 200: { description: 'Done.', schema } }, errors },
        });
        const BODY = {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: {
            code: { type: 'string', maxLength: 16, description: 'The 6-digit code.' },
            challenge: { type: 'string', maxLength: 64, description: 'The id of the waiting call the code answers (GET /api/otp/challenges); required when more than one waits.' },
          },
        };
        routes.register({
          name: NAME,
          plugin: async (app, helpers) => {
            app.post('/api/otp/verify', { schema: { body: BODY }, config: admin('Gives a one-time password for one waiting gated call (named by challenge; required when more than one waits): a valid one lets it run, and when it came from an operator-started turn spares that agent\'s operator-started turns for cache_valid_secs', VERDICT, ['invalid_request']) }, async (req) => {
              const body = req.body as { code: string; challenge?: string };
              return gate.verifyAny(body.code, helpers.client(req), body.challenge === undefined ? {} : { challenge: body.challenge });
            });
            app.get('/api/otp/challenges', { config: admin('The gated tool calls waiting for a one-time password', CHALLENGES) }, async () => ({ challenges: gate.pending() }));
          },
        });
      }

      kernel.addCommand({
        name: 'otp enroll',
        summary: 'Create the TOTP secret (stored encrypted in config.toml) and print the otpauth:// URI for an authenticator app',
        needs: 'config',
        options: {
          force: { type: 'boolean', description: 'Replace an enrolled secret (codes of the old one stop working)' },
          account: { type: 'string', description: 'The account name the app shows (default: operator)' },
        },
        run: async (ctx) => {
          if (settings().secret && !ctx.options.force) throw new SvcError('SVC_ERR_USAGE', 'a one-time-password secret is already enrolled (security.otp.secret); give --force to replace it');
          const secret = base32Encode(randomBytes(20));
          await writeSecret(ctx, secret, () => kernel.use(configStorePoint).set({ 'security.otp.secret': secret }, 'cli'));
          const account = typeof ctx.options.account === 'string' && ctx.options.account ? ctx.options.account : 'operator';
          ctx.stdout.write(`${otpauthUri(secret, account)}\n`);
          ctx.stderr.write(
            'Add the URI above to an authenticator app (most read it from a QR code: `qrencode -t ansiutf8 \'<URI>\'` draws one in the terminal; svc ships no QR library), '
              + 'then check it with `svc otp verify -` (type the code at the prompt; it stays out of shell history and ps). The secret is stored encrypted as security.otp.secret; set security.otp.enabled = true to gate tool calls.\n',
          );
        },
      });
      kernel.addCommand({
        name: 'otp verify',
        summary: 'Give a one-time password for a waiting gated call (--challenge ID, required when more than one waits): the running daemon lets it run; CODE `-` or none reads it from stdin (typed masked on a terminal, or piped), out of shell history and ps',
        usage: '[CODE | -]',
        positionals: { min: 0, max: 1 },
        needs: 'config',
        options: {
          json: { type: 'boolean', description: 'Print the verdict as JSON' },
          challenge: { type: 'string', description: 'The waiting call the code answers (svc otp pending lists them); required when more than one waits' },
        },
        run: async (ctx) => {
          const code = ctx.positionals[0] === undefined || ctx.positionals[0] === '-' ? await codeFromStdin(ctx.stdin, ctx.stderr) : ctx.positionals[0];
          const challenge = typeof ctx.options.challenge === 'string' ? ctx.options.challenge : undefined;
          let verdict: OtpVerdict;
          let daemon = true;
          try {
            verdict = (await ctx.control('otp.verify', { code, ...(challenge !== undefined ? { challenge } : {}) })) as OtpVerdict;
          } catch (err) {
            if (!noDaemon(err)) throw err;
            // No daemon: the code is only checked here; nothing waits for it and nothing is unlocked.
            daemon = false;
            const key = settings().secret ? base32Decode(settings().secret!) : undefined;
            const valid = key !== undefined && matchStep(key, code.trim(), Math.floor(Date.now() / 1000)) !== undefined;
            verdict = { valid, answered: [], refused: [], ...(key ? (valid ? {} : { reason: 'the code is wrong or expired' }) : { reason: 'no one-time-password secret is enrolled (svc otp enroll)' }) };
          }
          if (ctx.options.json) ctx.stdout.write(`${JSON.stringify(verdict)}\n`);
          else if (verdict.valid) {
            const until = verdict.unlocked_until ? `; this agent's operator-started turns run gated calls without asking until ${new Date(verdict.unlocked_until).toISOString()}` : '';
            ctx.stdout.write(daemon ? `valid${verdict.answered.length ? `: ${verdict.answered.length} waiting call(s) run` : ''}${until}\n` : 'valid (no daemon runs: nothing was unlocked)\n');
          }
          if (!verdict.valid) {
            if (!ctx.options.json) ctx.stderr.write(`invalid: ${verdict.reason ?? 'the code is wrong'}${verdict.refused.length ? `; ${verdict.refused.length} waiting call(s) refused` : ''}\n`);
            return 1;
          }
          return 0;
        },
      });
      kernel.addCommand(unlockCommand(settings, (dataDir) => join(dataDir, 'state', LOCKOUT_FILE)));
      kernel.addCommand({
        name: 'otp pending',
        summary: 'The gated tool calls waiting for a one-time password in the running daemon',
        needs: 'config',
        options: { json: { type: 'boolean', description: 'Print {"challenges": [...]} as JSON' } },
        run: async (ctx) => {
          const { challenges } = (await ctx.control('otp.pending')) as { challenges: { id: string; tool: string; agent: string; channel: string; summary?: string; expires_at: number; attempts: number; asked?: string; instance?: string }[] };
          if (ctx.options.json) return void ctx.stdout.write(`${JSON.stringify({ challenges })}\n`);
          if (!challenges.length) return void ctx.stdout.write('no gated call waits for a code\n');
          for (const c of challenges) ctx.stdout.write(`${c.id}  ${c.tool}  agent ${c.agent}  ${c.channel}${c.instance ? `  on ${c.instance}` : ''}  until ${new Date(c.expires_at).toISOString()}  wrong codes ${c.attempts}${c.asked === 'channel' ? '  (its sender was asked too)' : ''}\n${c.summary ? `    ${c.summary}\n` : ''}`);
        },
      });
    },
  });
}

/** How long `svc otp verify -` waits for its line on stdin. */
export const STDIN_CODE_WAIT_MS = 30_000;

/**
 * The code for `svc otp verify -` (or no CODE), kept off the command line, so out of shell history and `ps`: on a
 * terminal asked for and typed masked, else the first line of a pipe or file.
 */
async function codeFromStdin(stdin: NodeJS.ReadableStream, prompt: NodeJS.WritableStream): Promise<string> {
  const usage = (why: string): SvcError => new SvcError('SVC_ERR_USAGE', `svc otp verify: ${why}; give CODE, type it at the prompt (on a terminal), or pipe it: read -rs CODE && printf '%s\\n' "$CODE" | svc otp verify - --challenge ID`);
  const got = await readSecretLine(stdin, prompt, { question: 'one-time password (not shown): ', waitMs: STDIN_CODE_WAIT_MS });
  if ('value' in got) return got.value;
  if (got.none === 'cancelled') throw usage('cancelled');
  if (got.none === 'timeout') throw usage(`no line came on stdin within ${STDIN_CODE_WAIT_MS / 1000} s`);
  throw usage('no code on stdin');
}

/** Writes the secret through the running daemon's config store (so it applies at once), else through this process's. */
async function writeSecret(ctx: CommandContext, secret: string, local: () => Promise<unknown>): Promise<void> {
  try {
    const answer = (await ctx.control('config.set', { file: ctx.paths.configFile, changes: { 'security.otp.secret': secret } })) as { applied: boolean };
    if (answer.applied) return;
  } catch (err) {
    if (!noDaemon(err)) throw err;
  }
  await local();
}

export default createOtpExtension();

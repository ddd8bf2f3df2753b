// The kernel logger: lazy pino, extension child bindings, secret paths from the schema redacted.
import t from 'tap';
import { Writable } from 'node:stream';
import { LogRoot } from '../../kernel/logger.js';
import { isoTime } from '../../lib/log-text.js';
import { secretPaths } from '../../lib/config/schema-lint.js';
import type { JsonSchema } from '../../kernel/types.js';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    gateway: { type: 'object', properties: { webhook_secret: { type: 'string', 'x-secret': true }, port: { type: 'integer' } } },
    channels: {
      type: 'object',
      properties: {
        webhook: {
          type: 'object',
          'x-alias-map': true,
          additionalProperties: { type: 'object', properties: { secret: { type: 'string', 'x-secret': true } } },
        },
      },
    },
  },
};

t.test('secret paths come from x-secret, with * for alias levels', async (t) => {
  t.same(secretPaths(schema), ['gateway.webhook_secret', 'config.gateway.webhook_secret', 'channels.webhook.*.secret', 'config.channels.webhook.*.secret']);
});

t.test('log lines carry the extension and never a secret value', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const root = new LogRoot({ fd: 2, level: 'info', pretty: false, stream });
  root.setRedactPaths(secretPaths(schema));
  const log = root.logger({ ext: 'gateway' });
  log.info({ config: { gateway: { webhook_secret: 'hunter2', port: 1 }, channels: { webhook: { main: { secret: 's3cr3t' } } } } }, 'loaded');
  log.debug('hidden below the level');
  log.child({ run_id: 'r1' }).warn('careful');
  t.equal(lines.length, 2);
  const first = JSON.parse(lines[0]!);
  t.equal(first.ext, 'gateway');
  t.equal(first.config.gateway.webhook_secret, '[REDACTED]');
  t.equal(first.config.gateway.port, 1);
  t.equal(first.config.channels.webhook.main.secret, '[REDACTED]');
  t.notMatch(lines.join(''), /hunter2|s3cr3t/);
  t.match(JSON.parse(lines[1]!), { ext: 'gateway', run_id: 'r1', msg: 'careful', level: 40 });
});

t.test('the time field is ISO-8601 UTC, formatted once per millisecond and never stale', async (t) => {
  t.equal(isoTime(Date.UTC(2026, 10, 24, 4, 34, 39, 123)), ',"time":"2026-11-24T04:34:39.123Z"');
  t.equal(isoTime(Date.UTC(2026, 10, 24, 4, 34, 39, 123)), ',"time":"2026-11-24T04:34:39.123Z"');
  t.equal(isoTime(Date.UTC(2026, 10, 24, 4, 34, 39, 124)), ',"time":"2026-11-24T04:34:39.124Z"', 'the next millisecond');
  t.equal(isoTime(0), ',"time":"1970-01-01T00:00:00.000Z"', 'an earlier one');
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const before = Date.now();
  new LogRoot({ fd: 2, level: 'info', pretty: false, stream }).logger().info('now');
  const time = Date.parse(JSON.parse(lines[0]!).time);
  t.ok(time >= before && time <= Date.now(), 'a line carries the current time');
});

t.test('secret values of the running config become [REDACTED] anywhere in a line, causes and escapes included', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const root = new LogRoot({ fd: 2, level: 'info', pretty: false, stream });
  const log = root.logger({ ext: 'webhook-channel' });
  log.warn({ err: 'Bearer canary-token-1 refused' }, 'before the config runs');
  root.setSecretValues(['canary-token-1', 'quo"te\\d-secret', 'abc', '']);
  const cause = new Error('fetch failed', { cause: new Error('invalid header value "Bearer canary-token-1"') });
  log.error({ err: cause, url: 'http://x/?k=canary-token-1' }, 'delivery failed: canary-token-1');
  log.info({ text: 'has quo"te\\d-secret inside', short: 'abc' }, 'escaped forms');
  t.match(lines[0], /canary-token-1/, 'positive control: nothing is scrubbed before the secrets are known');
  t.notMatch(lines.slice(1).join(''), /canary-token-1|quo\\"te\\\\d-secret/);
  t.equal(JSON.parse(lines[1]!).msg, 'delivery failed: [REDACTED]');
  t.equal(JSON.parse(lines[1]!).url, 'http://x/?k=[REDACTED]');
  t.match(lines[1], /invalid header value \\"Bearer \[REDACTED\]\\"/, 'the cause chain is scrubbed too');
  t.equal(JSON.parse(lines[2]!).text, 'has [REDACTED] inside');
  t.equal(JSON.parse(lines[2]!).short, 'abc', 'values shorter than 4 characters are left alone');
  t.equal(root.scrub('svc: canary-token-1 failed'), 'svc: [REDACTED] failed');
  root.setSecretValues([]);
  t.equal(root.scrub('canary-token-1'), 'canary-token-1', 'a reload that removes the secret stops scrubbing it');
});

t.test('scrubbing touches string values only: every line stays JSON whatever the secrets look like', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const root = new LogRoot({ fd: 2, level: 'info', pretty: false, stream });
  root.setSecretValues(['1795', 'level', '12345678']);
  const log = root.logger({ ext: 'probe' });
  log.info({ count: 12345678, note: 'level 1795 and 12345678' }, 'numbers');
  const line = JSON.parse(lines[0]!);
  t.equal(line.level, 30, 'a key that equals a secret is left alone');
  t.equal(line.count, 12345678, 'numbers are left alone');
  t.equal(line.note, '[REDACTED] [REDACTED] and [REDACTED]', 'string values are scrubbed');
});

t.test('the last ERROR or FATAL line of each extension is kept for `svc status`, scrubbed when read', async (t) => {
  const stream = new Writable({ write: (_chunk, _enc, done) => done() });
  const root = new LogRoot({ fd: 2, level: 'info', pretty: false, stream });
  root.setSecretValues(['hunter2-secret']);
  const gateway = root.logger({ ext: 'gateway' });
  gateway.error({ err: 'first' }, 'request failed');
  gateway.child({ run_id: 'r1' }).error({ code: 'SVC_ERR_X', err: 'token hunter2-secret refused' }, 'dispatch failed');
  gateway.warn('not an error');
  root.logger({ ext: 'agent' }).fatal('gave up');
  root.logger().error('no extension');
  const errors = root.lastErrors();
  t.match(errors.get('gateway'), { time: /^\d{4}-\d\d-\d\dT.*Z$/, msg: 'dispatch failed: token [REDACTED] refused', code: 'SVC_ERR_X' });
  t.match(errors.get('agent'), { msg: 'gave up' });
  t.match(errors.get('kernel'), { msg: 'no extension' });
  t.equal(errors.size, 3);
});

t.test('an escalation line (msg "escalation", what in summary) is kept with its summary, not as "escalation" alone', async (t) => {
  const stream = new Writable({ write: (_chunk, _enc, done) => done() });
  const root = new LogRoot({ fd: 2, level: 'info', pretty: false, stream });
  root.logger({ ext: 'escalation' }).error({ severity: 'high', source: 'cost', summary: 'The daily spending limit is reached.' }, 'escalation');
  t.match(root.lastErrors().get('escalation'), { msg: 'escalation: The daily spending limit is reached.' });
});

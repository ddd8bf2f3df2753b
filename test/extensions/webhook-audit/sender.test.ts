// The audit sender at shutdown: each event given up is reported with its id (the one in flight and those queued), and
// an event arriving after the drain is dropped saying why, not "queue full".
import t from 'tap';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuditSender, type AuditEvent } from '../../../extensions/webhook-audit/sender.js';
import { systemClock, type Logger, type ShutdownWork } from '../../../kernel/index.js';
import { waitFor } from '../../helpers/wait.js';

function recordingLogger(lines: { level: string; obj: Record<string, unknown>; msg: string }[]): Logger {
  const at = (level: string) => (obj: object | string, msg?: string) =>
    void lines.push(typeof obj === 'string' ? { level, obj: {}, msg: obj } : { level, obj: obj as Record<string, unknown>, msg: msg ?? '' });
  const l: Logger = { trace: at('trace'), debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), fatal: at('fatal'), child: () => l };
  return l;
}

const event = (id: string): AuditEvent => ({ version: 1, id, type: 'tool_call', tool: 'shell' });

t.test('drain reports the event in flight and the queued ones; a later event is dropped as shut down', async (t) => {
  const held: ServerResponse[] = [];
  const collector = createServer((req, res) => void req.resume().on('end', () => held.push(res)));
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (collector.closeAllConnections(), collector.close(() => r()))));
  const url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/audit`;
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const sender = new AuditSender({ url: () => url, clock: systemClock, logger: recordingLogger(lines), queueMax: 10 });
  sender.enqueue(event('e-1'));
  sender.enqueue(event('e-2'));
  await waitFor(() => held.length === 1, 'the first event to reach the collector');
  const reported: [string, Record<string, unknown>][] = [];
  const work: ShutdownWork = { finished: () => {}, abandoned: (kind, ids) => void reported.push([kind, ids]), interrupted: () => {} };
  const deadline = new AbortController();
  const draining = sender.drain(deadline.signal, work);
  deadline.abort();
  t.equal(await draining, 2);
  t.same(reported, [
    ['audit_events', { event_id: 'e-1', tool: 'shell' }],
    ['audit_events', { event_id: 'e-2', tool: 'shell' }],
  ]);
  t.notOk(sender.enqueue(event('e-3')));
  t.match(lines.at(-1), { level: 'warn', obj: { event_id: 'e-3' }, msg: 'audit event dropped: the sender has shut down' });
  t.notOk(lines.some((l) => l.msg === 'audit queue full: event dropped'));
});

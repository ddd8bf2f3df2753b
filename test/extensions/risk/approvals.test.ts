// The approval queue on a manual clock: a call waits until approved, denied (with the operator's reason), cancelled with
// its turn, or its approval_timeout_secs pass; each is answered once; at most MAX_PENDING wait; nothing shows a settle.
import t from 'tap';
import { Approvals, MAX_PENDING } from '../../../extensions/risk/approvals.js';
import { manualClock } from '../../helpers/agent.js';

const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as never;
const request = { agent: 'a', channel: 'cli', tool: 'file_write', profile: 'p', level: 'high', timeoutSecs: 5 };

function setup() {
  const clock = manualClock();
  const events: { event: string; fields: Record<string, unknown> }[] = [];
  const approvals = new Approvals({ logger: silent, clock, audit: { record: (event, fields = {}) => void events.push({ event, fields: { ...fields } }) } });
  return { clock, approvals, events };
}

const settled = async (p: Promise<void>): Promise<string> => p.then(() => 'approved', (err: Error) => err.message);

t.test('approved: the call goes on; answered once', async (t) => {
  const { approvals, events } = setup();
  const waiting = settled(approvals.request(request));
  const [pending] = approvals.pending();
  t.match(pending, { id: /^apr_[0-9a-f]{12}$/, agent: 'a', tool: 'file_write', risk_profile: 'p', level: 'high' });
  t.notOk('settle' in pending!, 'no settle function leaves the queue');
  t.ok(approvals.answer(pending!.id, true, 'cli'));
  t.equal(await waiting, 'approved');
  t.notOk(approvals.answer(pending!.id, false, 'cli'), 'a second answer finds nothing');
  t.same(events.map((e) => e.event), ['risk.approval_requested', 'risk.approved']);
});

t.test('denied with a reason; timed out on the clock; cancelled with the turn', async (t) => {
  const { approvals, clock } = setup();
  const denied = settled(approvals.request(request));
  approvals.answer(approvals.pending()[0]!.id, false, 'api:127.0.0.1', 'not today');
  t.match(await denied, /needs an operator's approval \(risk profile p, level high\), and denied by api:127\.0\.0\.1: not today/);

  const late = settled(approvals.request(request));
  await clock.advance(4_999);
  t.equal(approvals.pending().length, 1, 'still waiting before approval_timeout_secs');
  await clock.advance(1);
  t.match(await late, /no operator approved it within 5 s \(approval_timeout_secs\)/);
  t.equal(approvals.pending().length, 0);

  const turn = new AbortController();
  const cancelled = settled(approvals.request({ ...request, signal: turn.signal }));
  turn.abort();
  t.match(await cancelled, /the turn was cancelled/);
  t.match(await settled(approvals.request({ ...request, signal: turn.signal })), /the turn was cancelled; the call was not run/);
  t.equal(approvals.pending().length, 0);
});

t.test(`at most ${MAX_PENDING} wait; refuseAll refuses them`, async (t) => {
  const { approvals } = setup();
  const all = Array.from({ length: MAX_PENDING }, () => settled(approvals.request(request)));
  t.match(await settled(approvals.request(request)), new RegExp(`${MAX_PENDING} calls already wait`));
  t.equal(approvals.refuseAll('the daemon is shutting down').length, MAX_PENDING);
  for (const outcome of await Promise.all(all)) t.match(outcome, /the daemon is shutting down/);
});

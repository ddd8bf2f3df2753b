// The status board: listeners and sections by owner, a section that throws shows its error (scrubbed) instead of
// failing the status, names are checked when they are added.
import t from 'tap';
import { StatusBoard } from '../../core/status.js';

t.test('listeners by name, sections in order, a failing section shows its error', async (t) => {
  const board = new StatusBoard();
  const a = board.registry('ext-a');
  const b = board.registry('ext-b');
  a.listener('relay.main', 'http://127.0.0.1:1/');
  a.listener('relay.main', 'http://127.0.0.1:2/');
  b.listener('pigeon', 'http://127.0.0.1:3/');
  a.section('queue', () => ({ waiting: 2 }));
  b.section('coop', async () => {
    throw new Error('token s3cret-value expired');
  });
  t.same(board.listenerList(), [
    { extension: 'ext-a', name: 'relay.main', url: 'http://127.0.0.1:2/' },
    { extension: 'ext-b', name: 'pigeon', url: 'http://127.0.0.1:3/' },
  ]);
  const sections = await board.collect((text) => text.replace('s3cret-value', '[REDACTED]'));
  t.same(sections, { queue: { waiting: 2 }, coop: { error: 'token [REDACTED] expired' } });
});

t.test('a section name must be a lowercase word and belongs to one extension; snapshot needs a daemon', async (t) => {
  const board = new StatusBoard();
  const a = board.registry('ext-a');
  t.throws(() => a.section('Bad Name', () => 1), { code: 'SVC_ERR_EXT_REGISTER', message: /not a lowercase word/ });
  a.section('queue', () => 1);
  t.throws(() => board.registry('ext-b').section('queue', () => 2), { code: 'SVC_ERR_EXT_REGISTER', message: /"ext-a" already added/ });
  await t.rejects(a.snapshot(), /no daemon runs in this process/);
  board.source = async () => ({ phase: 'ready' }) as never;
  t.match(await a.snapshot(), { phase: 'ready' });
});

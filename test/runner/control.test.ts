// The control socket's streaming commands: events reach the client before the result, a cancel line or a closed
// connection aborts the handler's signal, a plain call skips events, and a client that reads nothing is cut off.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { callControl, startControlServer, streamControl } from '../../runner/control.js';
import type { ControlContext, ControlHandler } from '../../kernel/types.js';
import { waitFor } from '../helpers/wait.js';

async function serve(t: { teardown(fn: () => unknown): void }, handlers: Record<string, ControlHandler>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-ctl-'));
  const path = join(dir, 'svc.sock');
  const server = await startControlServer(path, new Map(Object.entries(handlers).map(([k, handler]) => [k, { handler }])));
  t.teardown(() => new Promise<void>((r) => server.close(() => (rmSync(dir, { recursive: true, force: true }), r()))));
  return path;
}

/** Resolves when `signal` aborts. */
const aborted = (signal: AbortSignal) => new Promise<void>((r) => (signal.aborted ? r() : signal.addEventListener('abort', () => r(), { once: true })));

t.test('events arrive one by one before the result', async (t) => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const path = await serve(t, {
    'demo.stream': async (_args, ctx) => {
      ctx.emit('text', { delta: 'first ' });
      await released;
      ctx.emit('text', { delta: 'second' });
      return { done: true };
    },
  });
  const events: Record<string, unknown>[] = [];
  const answer = streamControl(path, 'demo.stream', {}, { onEvent: (e) => events.push(e) });
  // Positive control: the first event is seen while the handler still waits, so it was streamed, not batched.
  await waitFor(() => events.length === 1, 'the first event before the handler finishes');
  t.same(events, [{ delta: 'first ', event: 'text' }]);
  release();
  t.same(await answer, { done: true });
  t.same(events.map((e) => e.delta), ['first ', 'second']);
  t.same(await callControl(path, 'demo.stream', {}), { done: true }, 'a plain call skips the events and gets the result');
});

t.test('a cancel line aborts the signal and the handler still answers', async (t) => {
  let seen: ControlContext | undefined;
  const path = await serve(t, {
    'demo.wait': async (_args, ctx) => {
      seen = ctx;
      ctx.emit('started');
      await aborted(ctx.signal);
      return { cancelled: true };
    },
  });
  const cancel = new AbortController();
  const answer = streamControl(path, 'demo.wait', {}, { onEvent: () => cancel.abort(), signal: cancel.signal });
  t.same(await answer, { cancelled: true });
  t.match(String((seen!.signal.reason as Error).message), /cancelled/);
});

t.test('closing the connection aborts the signal; so does a client that reads nothing', async (t) => {
  const signals: AbortSignal[] = [];
  const path = await serve(t, {
    'demo.wait': async (_args, ctx) => {
      signals.push(ctx.signal);
      ctx.emit('started');
      await aborted(ctx.signal);
      return null;
    },
    'demo.flood': async (_args, ctx) => {
      signals.push(ctx.signal);
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 1000 && !ctx.signal.aborted; i++) {
        ctx.emit('text', { delta: chunk });
        await new Promise((r) => setImmediate(r));
      }
      return null;
    },
  });
  const a = connect(path);
  a.write(`${JSON.stringify({ command: 'demo.wait' })}\n`);
  await waitFor(() => signals.length === 1, 'the handler to run');
  a.destroy();
  await aborted(signals[0]!);
  t.match(String((signals[0]!.reason as Error).message), /closed/);

  const b = connect(path);
  b.pause();
  b.write(`${JSON.stringify({ command: 'demo.flood' })}\n`);
  await waitFor(() => signals.length === 2, 'the flood to start');
  await aborted(signals[1]!);
  t.match(String((signals[1]!.reason as Error).message), /reads nothing/);
  b.destroy();
});

t.test('an unknown command is still an error answer', async (t) => {
  const path = await serve(t, {});
  await t.rejects(streamControl(path, 'nope.none', {}, { onEvent: () => {} }), { code: 'SVC_ERR_CONTROL', message: /no control command "nope.none"/ });
});

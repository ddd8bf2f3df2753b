// The kernel's metrics facade: instruments declared before a backend follow it once plugged, names stay unique by
// kind, one owner plugs the backend, and without one every instrument is a no-op.
import t from 'tap';
import { thrownSvcError } from '../helpers/errors.js';
import type { Labels, MetricsBackend } from '../../kernel/metrics.js';
import { createMetrics } from '../../core/metrics.js';

/** A backend that records what reaches it, by metric name. */
function recordingBackend(): { backend: MetricsBackend; seen: string[]; made: string[] } {
  const seen: string[] = [];
  const made: string[] = [];
  const line = (name: string, labels: Labels | undefined, value: number) => seen.push(`${name}${JSON.stringify(labels ?? {})}=${value}`);
  const backend: MetricsBackend = {
    counter: (spec) => (made.push(spec.name), { inc: (labels, value = 1) => line(spec.name, labels, value) }),
    gauge: (spec) => (made.push(spec.name), { set: (labels, value) => line(spec.name, labels, value) }),
    histogram: (spec) => (made.push(spec.name), { observe: (labels, value) => line(spec.name, labels, value) }),
    render: async () => ({ contentType: 'text/plain', body: seen.join('\n') }),
  };
  return { backend, seen, made };
}

t.test('without a backend instruments are no-ops and render is empty', async (t) => {
  const { metrics } = createMetrics();
  t.equal(metrics.enabled, false);
  metrics.counter({ name: 'svc_a_total', help: 'a' }).inc();
  metrics.histogram({ name: 'svc_b_seconds', help: 'b' }).observe({}, 1);
  t.same(await metrics.render(), { contentType: 'text/plain; version=0.0.4; charset=utf-8', body: '' });
});

t.test('an instrument declared before the backend is plugged in reports to it afterwards', async (t) => {
  const { metrics, plug } = createMetrics();
  const early = metrics.counter({ name: 'svc_early_total', help: 'early', labelNames: ['x'] });
  early.inc({ x: 'before' });
  const { backend, seen, made } = recordingBackend();
  plug.plug('observability', backend);
  t.equal(metrics.enabled, true);
  t.same(made, ['svc_early_total'], 'declared instruments are made when the backend arrives, before any value');
  early.inc({ x: 'after' }, 2);
  metrics.gauge({ name: 'svc_late', help: 'late' }).set({}, 5);
  t.same(seen, ['svc_early_total{"x":"after"}=2', 'svc_late{}=5'], 'the value from before the plug is not invented');
  t.equal((await metrics.render()).body, seen.join('\n'));
});

t.test('one name is one instrument; another kind under a taken name is refused', async (t) => {
  const { metrics } = createMetrics();
  const a = metrics.counter({ name: 'svc_same_total', help: 'x' });
  t.equal(metrics.counter({ name: 'svc_same_total', help: 'x' }), a);
  const err = thrownSvcError(() => metrics.gauge({ name: 'svc_same_total', help: 'x' }));
  t.equal(err.code, 'SVC_ERR_EXT_REGISTER');
  t.match(err.message, /"svc_same_total" is declared both as a counter and as a gauge/);
});

t.test('a second owner cannot plug another backend in; the same owner may replace its own', async (t) => {
  const { plug } = createMetrics();
  plug.plug('observability', recordingBackend().backend);
  const err = thrownSvcError(() => plug.plug('rogue', recordingBackend().backend));
  t.equal(err.code, 'SVC_ERR_EXT_POINT');
  t.match(err.message, /plugged in by both "observability" and "rogue"/);
  t.doesNotThrow(() => plug.plug('observability', recordingBackend().backend));
});

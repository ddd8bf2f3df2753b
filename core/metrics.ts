// The metrics facade the runner hands the host: instruments are declared through it and follow the backend an
// extension plugs in (the observability extension's Prometheus registry); with none plugged they cost one comparison.
import { kernelError } from '../kernel/errors.js';
import type { Counter, Gauge, GaugeSpec, Histogram, HistogramSpec, Labels, MetricSpec, Metrics, MetricsBackend, MetricsPlug } from '../kernel/metrics.js';

const TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const noop = { inc() {}, set() {}, observe() {} };

type Declared =
  | { readonly kind: 'counter'; readonly spec: MetricSpec }
  | { readonly kind: 'gauge'; readonly spec: GaugeSpec }
  | { readonly kind: 'histogram'; readonly spec: HistogramSpec };

/** The facade and its plug. Instruments re-resolve against the backend once per plug, never per call. */
export function createMetrics(): { readonly metrics: Metrics; readonly plug: MetricsPlug } {
  let backend: { owner: string; impl: MetricsBackend } | undefined;
  /** Bumped at every plug; an instrument made under an older one asks the backend again. */
  let generation = 0;
  const declared = new Map<string, { declared: Declared; instrument: Counter | Gauge | Histogram }>();

  const materialize = (d: Declared): Counter | Gauge | Histogram | undefined => {
    if (!backend) return undefined;
    if (d.kind === 'counter') return backend.impl.counter(d.spec);
    if (d.kind === 'gauge') return backend.impl.gauge(d.spec);
    return backend.impl.histogram(d.spec);
  };

  const declare = <T extends Counter | Gauge | Histogram>(d: Declared): T => {
    const hit = declared.get(d.spec.name);
    if (hit) {
      if (hit.declared.kind !== d.kind) throw kernelError('SVC_ERR_EXT_REGISTER', `metric "${d.spec.name}" is declared both as a ${hit.declared.kind} and as a ${d.kind}`);
      return hit.instrument as T;
    }
    let seen = -1;
    let impl: Counter & Gauge & Histogram = noop;
    const current = (): Counter & Gauge & Histogram => {
      if (seen !== generation) {
        impl = (materialize(d) as (Counter & Gauge & Histogram) | undefined) ?? noop;
        seen = generation;
      }
      return impl;
    };
    const instrument =
      d.kind === 'counter'
        ? { inc: (labels?: Labels, value?: number) => current().inc(labels, value) }
        : d.kind === 'gauge'
          ? { set: (labels: Labels, value: number) => current().set(labels, value) }
          : { observe: (labels: Labels, value: number) => current().observe(labels, value) };
    declared.set(d.spec.name, { declared: d, instrument });
    // Made now when a backend runs, so a gauge's collect and the metric's help show before its first value.
    if (backend) current();
    return instrument as T;
  };

  const metrics: Metrics = Object.freeze({
    get enabled() {
      return backend !== undefined;
    },
    counter: (spec: MetricSpec) => declare<Counter>({ kind: 'counter', spec }),
    gauge: (spec: GaugeSpec) => declare<Gauge>({ kind: 'gauge', spec }),
    histogram: (spec: HistogramSpec) => declare<Histogram>({ kind: 'histogram', spec }),
    render: async () => (backend ? backend.impl.render() : { contentType: TEXT, body: '' }),
  });

  const plug: MetricsPlug = Object.freeze({
    plug(owner: string, impl: MetricsBackend) {
      if (backend && backend.owner !== owner) {
        throw kernelError('SVC_ERR_EXT_POINT', `the metrics backend is plugged in by both "${backend.owner}" and "${owner}"`);
      }
      backend = { owner, impl };
      generation += 1;
      for (const { declared: d } of declared.values()) materialize(d);
    },
  });
  return { metrics, plug };
}

// The Prometheus backend of the kernel's metrics: prom-client instruments in one registry.
import type { Counter, Gauge, Histogram, MetricsBackend } from '../../kernel/index.js';

/** A fresh prom-client registry with the process metrics (CPU, memory, event loop lag) under the svc_ prefix. */
export async function prometheusMetrics(): Promise<MetricsBackend> {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: 'svc_' });
  const made = new Map<string, Counter | Gauge | Histogram>();
  const once = <T extends Counter | Gauge | Histogram>(name: string, make: () => T): T => {
    const hit = made.get(name);
    if (hit) return hit as T;
    const fresh = make();
    made.set(name, fresh);
    return fresh;
  };
  return {
    counter: (spec) =>
      once(spec.name, () => {
        const c = new prom.Counter({ name: spec.name, help: spec.help, labelNames: [...(spec.labelNames ?? [])], registers: [registry] });
        return { inc: (labels = {}, value = 1) => c.inc(labels, value) };
      }),
    gauge: (spec) =>
      once(spec.name, () => {
        const wrap = (g: InstanceType<typeof prom.Gauge>): Gauge => ({ set: (labels, value) => g.set(labels, value) });
        const collect = spec.collect;
        const g: InstanceType<typeof prom.Gauge> = new prom.Gauge({
          name: spec.name,
          help: spec.help,
          labelNames: [...(spec.labelNames ?? [])],
          registers: [registry],
          ...(collect ? { collect: () => collect(wrap(g)) } : {}),
        });
        return wrap(g);
      }),
    histogram: (spec) =>
      once(spec.name, () => {
        const h = new prom.Histogram({
          name: spec.name,
          help: spec.help,
          labelNames: [...(spec.labelNames ?? [])],
          registers: [registry],
          ...(spec.buckets ? { buckets: [...spec.buckets] } : {}),
        });
        return { observe: (labels, value) => h.observe(labels, value) };
      }),
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}

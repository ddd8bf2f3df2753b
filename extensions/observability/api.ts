// The observability extension's public API: the metrics registry every extension feeds (Prometheus when enabled).
import { createExtensionPoint } from '../../kernel/index.js';

export type Labels = Readonly<Record<string, string | number>>;

export interface MetricSpec {
  /** `svc_<area>_<what>[_total|_seconds]`, Prometheus naming. */
  readonly name: string;
  readonly help: string;
  readonly labelNames?: readonly string[];
}

export interface Counter {
  inc(labels?: Labels, value?: number): void;
}

export interface Gauge {
  set(labels: Labels, value: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

export interface Metrics {
  /** False unless observability.backend = "prometheus": instruments are then free no-ops. */
  readonly enabled: boolean;
  counter(spec: MetricSpec): Counter;
  /** `collect` runs at each scrape, for values read on demand (queue depths, connections). */
  gauge(spec: MetricSpec & { collect?: (gauge: Gauge) => void }): Gauge;
  histogram(spec: MetricSpec & { buckets?: readonly number[] }): Histogram;
  /** The Prometheus text exposition of every metric. */
  render(): Promise<{ contentType: string; body: string }>;
}

/**
 * The metrics registry. Instruments are created from `start` on (the backend is known once the config is), and the
 * same name asked twice returns the same instrument.
 */
export const metricsPoint = createExtensionPoint<Metrics>('observability.metrics');

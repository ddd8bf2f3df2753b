// The metrics every extension feeds, as types: instruments are declared through one facade (core/metrics.ts) and follow
// the backend an extension plugs in (the observability extension's Prometheus registry).

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

export type GaugeSpec = MetricSpec & { readonly collect?: (gauge: Gauge) => void };
export type HistogramSpec = MetricSpec & { readonly buckets?: readonly number[] };

export interface Metrics {
  /** True while a backend is plugged in (it is from `beforeStart` on, when the config chooses one). */
  readonly enabled: boolean;
  /** Declares a counter; the same name asked twice returns the same instrument. Usable from apply on. */
  counter(spec: MetricSpec): Counter;
  /** `collect` runs at each scrape, for values read on demand (queue depths, connections). */
  gauge(spec: GaugeSpec): Gauge;
  histogram(spec: HistogramSpec): Histogram;
  /** The text exposition of every metric (empty with no backend). */
  render(): Promise<{ contentType: string; body: string }>;
}

/** What a backend implements: the same instruments, made for real. */
export type MetricsBackend = Omit<Metrics, 'enabled'>;

/** Where one extension plugs its backend in (in a beforeStart tap); a second owner is refused. */
export interface MetricsPlug {
  plug(owner: string, backend: MetricsBackend): void;
}

// The services every host that runs extensions gets (the daemon's, the CLI's, the testkit's, the generators'): the
// metrics facade and the status board, served by the host as the kernel's metrics and status points.
import type { HostServices } from '../kernel/host.js';
import { createMetrics } from './metrics.js';
import { StatusBoard } from './status.js';

export function coreServices(): HostServices {
  const { metrics, plug } = createMetrics();
  return { metrics, metricsPlug: plug, status: new StatusBoard() };
}

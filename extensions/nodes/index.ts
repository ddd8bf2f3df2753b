// The nodes extension: runs the node protocol (GET /ws/nodes, protocol.ts) with the settings of [nodes] and lists the
// connected nodes (GET /api/nodes), both mounted by the gateway when it is loaded.
import { defineExtension, metricsPoint, timerMs, type ExtensionDefinition, type JsonSchema } from '../../kernel/index.js';
import { gatewayRoutesPoint, type GatewayConfig } from '../gateway/api.js';
import type { NodesConfig } from './config.generated.js';
import { nodesSection } from './schema.js';
import type { NodeRegistry } from './protocol.js';

export const NAME = 'nodes';

export interface NodesOptions {
  /** Time for last-seen stamps; tests pass a fake one. */
  readonly now?: () => number;
  /** The heartbeat's ticker; tests pass a manual one. */
  readonly every?: (ms: number, fn: () => void) => () => void;
}

function every(ms: number, fn: () => void): () => void {
  const timer = setInterval(fn, timerMs(ms));
  timer.unref();
  return () => clearInterval(timer);
}

const NODE: JsonSchema = {
  type: 'object',
  required: ['id', 'name', 'capabilities', 'address', 'connected_at', 'last_seen_at'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    capabilities: { type: 'array', items: { type: 'string' } },
    address: { type: 'string' },
    connected_at: { type: 'string', format: 'date-time' },
    last_seen_at: { type: 'string', format: 'date-time' },
  },
};

export function createNodesExtension(options: NodesOptions = {}): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Remote nodes: they connect to /ws/nodes, say hello with their capabilities and are listed by GET /api/nodes.',
    // Without the gateway nothing here runs.
    optionalDependsOn: ['gateway'],
    sections: { nodes: nodesSection },
    apply(kernel) {
      const routes = kernel.tryUse(gatewayRoutesPoint);
      if (!routes) return;
      const settings = kernel.config<NodesConfig>('nodes');
      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const nodes = settings.of(config);
        if (nodes.enabled && !nodes.auth_token) {
          report.add('nodes.auth_token', 'is required when nodes.enabled = true: nodes authenticate with it, and there is no tokenless mode');
        }
      });
      const gateway = kernel.config<GatewayConfig>('gateway');
      const log = kernel.logger;
      // Each mount has its registry (a server that only lists its routes mounts one too, and closes it at once).
      const open = new Set<NodeRegistry>();
      kernel.use(metricsPoint).gauge({
        name: 'svc_gateway_nodes_connected',
        help: 'Nodes connected to /ws/nodes.',
        collect: (g) => g.set({}, [...open].reduce((n, r) => n + r.size, 0)),
      });
      routes.register({
        name: NAME,
        plugin: async (app, h) => {
          const { registerNodes } = await import('./protocol.js');
          const registry = await registerNodes(app, {
            nodes: () => settings(),
            pingIntervalMs: () => gateway().websocket_ping_interval_secs * 1000,
            client: (req) => h.client(req),
            fail: (reply, code, message, extra) => h.fail(reply, code, message, extra),
            logger: log,
            unauthorized: (client) => h.noteUnauthorized(client),
            now: options.now ?? Date.now,
            every: options.every ?? every,
          });
          open.add(registry);
          app.addHook('onClose', async () => void open.delete(registry));
          const listed = { type: 'object', required: ['nodes'], properties: { nodes: { type: 'array', items: NODE } } };
          app.get('/api/nodes', { config: { gateway: { access: 'admin', summary: 'The nodes connected to /ws/nodes', responses: { 200: { description: 'The nodes, by id.', schema: listed } } } } }, async () => ({
            nodes: registry.list(),
          }));
        },
      });
    },
  });
}

export default createNodesExtension();

// The gateway extension: owns the HTTP front door. This step declares its config sections; routes come with the gateway issue.
import { defineExtension } from '../../kernel/index.js';
import { gatewaySection, nodesSection, observabilitySection } from './schema.js';

export const NAME = 'gateway';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'HTTP gateway: webhook and SOP routes, pairing, admin API, nodes, observability.',
  sections: { gateway: gatewaySection, nodes: nodesSection, observability: observabilitySection },
  apply() {},
});

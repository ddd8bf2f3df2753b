// The gateway extension: owns the HTTP front door. This step declares its config sections; routes come with the gateway issue.
import { isAbsolute } from 'node:path';
import { defineExtension } from '../../kernel/index.js';
import type { ConfigObject, ProblemReport } from '../../kernel/index.js';
import type { SvcConfig } from '../../schema/config.generated.js';
import { gatewaySection, nodesSection, observabilitySection } from './schema.js';

export const NAME = 'gateway';

/** CONTRACT §2: the dashboard directory is taken literally; ~ and $HOME are never expanded. */
function checkGateway(config: ConfigObject, report: ProblemReport): void {
  const dir = (config as unknown as SvcConfig).gateway.web_dist_dir;
  if (dir !== null && !isAbsolute(dir)) {
    report.add('gateway.web_dist_dir', `must be an absolute path (~ and $HOME are not expanded), not ${JSON.stringify(dir)}`);
  }
}

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'HTTP gateway: webhook and SOP routes, pairing, admin API, nodes, observability.',
  sections: { gateway: gatewaySection, nodes: nodesSection, observability: observabilitySection },
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, checkGateway);
  },
});

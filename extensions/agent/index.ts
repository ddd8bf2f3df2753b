// The agent extension: owns agents, shared channel settings, tools and runtime profiles; the runtime comes with the agent issue.
import { defineExtension } from '../../kernel/index.js';
import { checkAgentReferences } from './references.js';
import { agentsSection, channelsSection, httpRequestSection, runtimeProfilesSection, shellToolSection, toolsSection } from './schema.js';

export const NAME = 'agent';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Agents, their model providers and tools, conversation settings shared by channels.',
  sections: {
    agents: agentsSection,
    channels: channelsSection,
    tools: toolsSection,
    http_request: httpRequestSection,
    shell_tool: shellToolSection,
    runtime_profiles: runtimeProfilesSection,
  },
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, checkAgentReferences);
  },
});

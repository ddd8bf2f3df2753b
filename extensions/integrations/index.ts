// The integrations extension: owns the config of third-party service tools, coding-assistant CLIs and browser delegation; no runtime yet.
import { defineExtension } from '../../kernel/index.js';
import {
  browserDelegateSection,
  claudeCodeRunnerSection,
  claudeCodeSection,
  cloudOpsSection,
  codexCliSection,
  composioSection,
  geminiCliSection,
  googleWorkspaceSection,
  jiraSection,
  linkedinSection,
  microsoft365Section,
  notionSection,
  opencodeCliSection,
} from './schema.js';

export const NAME = 'integrations';

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description:
    'Third-party integrations: Composio, Jira, Notion, Google Workspace, Microsoft 365, LinkedIn, cloud ops, ' +
    'coding-assistant CLIs, browser delegation.',
  sections: {
    composio: composioSection,
    jira: jiraSection,
    notion: notionSection,
    google_workspace: googleWorkspaceSection,
    microsoft365: microsoft365Section,
    linkedin: linkedinSection,
    cloud_ops: cloudOpsSection,
    claude_code: claudeCodeSection,
    codex_cli: codexCliSection,
    gemini_cli: geminiCliSection,
    opencode_cli: opencodeCliSection,
    claude_code_runner: claudeCodeRunnerSection,
    browser_delegate: browserDelegateSection,
  },
  apply() {},
});

// Reserved area "integrations": Third-party integrations: Composio, Jira, Notion, Google Workspace, Microsoft 365,
// LinkedIn, cloud ops, coding-assistant CLIs, browser delegation. Sections and their checks only; nothing runs yet.
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

/** The sections of this area, by dotted path. */
export const sections = {
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
};

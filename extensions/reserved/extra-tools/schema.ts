// Config sections of the extra-tools extension: skills, pipeline and plugin tools.
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

const skillCreation = s.table(
  undefined,
  'Creating new skills from completed tasks.',
  {
    enabled: s.bool(false, 'Create skills from completed tasks.'),
    max_final_answer_chars: s.int(2000, 'Characters of the final answer considered at most.', { min: 0 }),
    max_skills: s.int(500, 'Skills kept at most.', { min: 0 }),
    max_task_chars: s.int(1000, 'Characters of the task description considered at most.', { min: 0 }),
    max_tool_trace_chars: s.int(4000, 'Characters of the tool trace considered at most.', { min: 0 }),
    reflection_enabled: s.bool(false, 'Reflect on the task before writing the skill.'),
    similarity_threshold: s.num(0.85, 'Similarity (0 to 1) above which a new skill counts as a duplicate of an existing one.', { min: 0, max: 1 }),
  },
  { inert: 'warn' },
);

const skillImprovement = s.table(
  undefined,
  'Reviewing and improving existing skills.',
  {
    cooldown_secs: s.int(3600, 'Seconds between improvements of one skill at least.', { min: 0 }),
    enabled: s.bool(false, 'Improve existing skills.'),
    max_review_iterations: s.int(8, 'Review iterations per improvement at most.', { min: 0 }),
    nudge_interval_iterations: s.int(10, 'Agent iterations between nudges to review skills.', { min: 0 }),
  },
  { inert: 'warn' },
);

export const skillsSection: JsonSchema = s.table('SkillsConfig', `Skills: loading, registries, creation and improvement. ${INERT}`, {
  allow_scripts: s.bool(false, 'Allow skills to run bundled scripts.'),
  extra_registries: s.tableList('Additional skill registries, as an array of tables; item fields are not fixed by the reference, any keys are accepted.'),
  install_suggestions: s.table(
    undefined,
    'Suggesting skills to install.',
    { enabled: s.bool(false, 'Suggest skills to install.') },
    { inert: 'warn' },
  ),
  open_skills_dir: s.optStr('Directory of open skills; unset uses the default location.'),
  open_skills_enabled: s.bool(false, 'Load open skills.'),
  prompt_injection_mode: s.open('How skill text is placed in the prompt; keys not fixed by the reference.'),
  registry_url: s.optStr('URL of the skill registry; unset uses the default registry.'),
  skill_creation: skillCreation,
  skill_improvement: skillImprovement,
});

export const skillBundlesSection: JsonSchema = s.aliasMap(
  'SkillBundlesConfig',
  `Named sets of skills an agent may be granted ([skill_bundles.<alias>]). ${INERT}`,
  s.table(undefined, 'One skill bundle.', {
    directory: s.optStr('Directory the skills are read from; unset uses the skills directory.'),
    exclude: s.strList([], 'Skills removed from the bundle.'),
    include: s.strList([], 'Skills in the bundle; empty includes all.'),
  }),
);

export const pipelineSection: JsonSchema = s.table(
  'PipelineConfig',
  `The pipeline tool: runs a sequence of tool calls as one step. ${INERT}`,
  {
    allowed_tools: s.strList([], 'Tools a pipeline may call.'),
    enabled: s.bool(false, 'Register the pipeline tool.'),
    max_steps: s.int(20, 'Steps in one pipeline at most.', { min: 0 }),
  },
  { inert: 'warn' },
);

const pluginLimits: JsonSchema = {
  ...s.table(
    undefined,
    'Resource ceilings of each plugin; all must be non-zero. Further ceilings (memory, tables) are not fixed by the reference: other keys are accepted as integers of at least 1.',
    {
      call_fuel: s.int(1000000000, 'Fuel (instruction budget) of one plugin call.', { min: 1 }),
      call_timeout_ms: s.int(30000, 'Milliseconds one plugin call may take.', { min: 1 }),
      max_connections_per_instance: s.int(16, 'Connections one plugin instance may hold.', { min: 1 }),
      max_instances: s.int(64, 'Instances of one plugin at most.', { min: 1 }),
    },
    { open: true },
  ),
  additionalProperties: { type: 'integer', minimum: 1, description: 'A further resource ceiling; must be non-zero.' },
};

export const pluginsSection: JsonSchema = s.table(
  'PluginsConfig',
  `Sandboxed plugins: discovery, entries, limits and security. ${INERT}`,
  {
    auto_discover: s.bool(false, 'Load every plugin found in plugins_dir.'),
    enabled: s.bool(false, 'Run plugins.'),
    entries: s.tableList('Configured plugins, as an array of tables ([[plugins.entries]]); item fields are not fixed by the reference, any keys are accepted.'),
    max_active_instances: s.int(50, 'Plugin instances active at once at most.', { min: 0 }),
    plugins_dir: s.str('plugins', 'Directory plugins are loaded from; a relative path resolves from the data directory.'),
    limits: pluginLimits,
    security: s.open('Plugin security policy; keys not fixed by the reference.'),
  },
  { inert: 'warn' },
);

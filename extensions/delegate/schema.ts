// Config section of the delegate extension: [delegate], the time a delegate has to answer.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

export const delegateSection: JsonSchema = s.table(
  'DelegateConfig',
  'How long an agent that was handed a task with the delegate tool may work on it. Whom an agent may hand tasks to is its agents.<alias>.delegates roster; how deep chains go, its runtime profile\'s max_delegation_depth.',
  {
    agentic_timeout_secs: s.int(300, 'Seconds an agentic delegate (agents.<alias>.delegates entry with agentic = true) has to answer; then its turn is cancelled and the delegating agent told.', { min: 1 }),
    timeout_secs: s.int(120, 'Seconds a delegate has to answer a task; then its turn is cancelled (its model and tool calls aborted) and the delegating agent told. A runtime profile\'s delegation_timeout_secs overrides both for the agents that use it.', { min: 1 }),
  },
);

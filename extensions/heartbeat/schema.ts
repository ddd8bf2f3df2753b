// Config section of the heartbeat extension: [heartbeat], the periodic run of an agent and its dead-man alert.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

export const heartbeatSection: JsonSchema = s.table(
  'HeartbeatConfig',
  'An agent that checks in on its own: every interval it reads its tasks (HEARTBEAT.md of its workspace, else message), asks cheaply whether any needs doing (two_phase), and only then runs them, sending the result to target. A dead-man alert fires when no heartbeat succeeds for deadman_timeout_minutes. See docs/guides/delegation-and-heartbeat.md.',
  {
    adaptive: s.bool(false, 'Adapt the interval between min_interval_minutes and max_interval_minutes: halved after a heartbeat that had work, doubled after one that had none or failed.'),
    agent: s.str('', 'Alias of the agent the heartbeat runs as; required when enabled.'),
    deadman_channel: s.optStr('Channel (<type>.<alias>) told when no heartbeat succeeded within deadman_timeout_minutes; unset: the alert is logged at ERROR and raised as a critical escalation only.'),
    deadman_timeout_minutes: s.int(0, 'Minutes without a successful heartbeat (a run, or a skip because nothing needed doing) before the dead-man alert, once per outage; 0 turns it off. Must be longer than the interval (max_interval_minutes when adaptive).', { min: 0 }),
    deadman_to: s.optStr('Recipient of the dead-man alert on deadman_channel; unset: the channel\'s default target.'),
    enabled: s.bool(false, 'Run the heartbeat. The first heartbeat comes one interval after the start, never at the start itself.'),
    interval_minutes: s.int(30, 'Minutes between heartbeats (the starting interval when adaptive).', { min: 1 }),
    load_session_context: s.bool(false, 'Run the tasks in one continuing conversation (heartbeat:main), so each run sees the history of the last ones; false: each run starts fresh, which is cheaper. The two-phase check never loads history.'),
    max_interval_minutes: s.int(120, 'Longest interval when adaptive, in minutes.', { min: 1 }),
    max_run_history: s.int(100, 'Heartbeats remembered for svc status (in memory; a restart forgets them).', { min: 0 }),
    message: s.optStr('The tasks when the workspace has no HEARTBEAT.md, or one with no task in it (only headings, comments and blank lines).'),
    min_interval_minutes: s.int(5, 'Shortest interval when adaptive, in minutes.', { min: 1 }),
    target: s.optStr('Channel (<type>.<alias>) that receives the result of each heartbeat that ran its tasks; unset: the result is only logged and kept in the history. A reply of HEARTBEAT_OK is never sent.'),
    task_timeout_secs: s.int(600, 'Seconds one heartbeat (the check and the run together) may take; then it is cancelled and counts as failed.', { min: 1 }),
    to: s.optStr('Recipient on target (required when target is set).'),
    two_phase: s.bool(true, 'First ask the agent, without tools or history, whether any task needs doing now, and run the tasks only when it answers RUN; any other answer skips the heartbeat.'),
  },
  // A reload starts, stops or reschedules the running heartbeat; every other key is read at each heartbeat.
  { live: true },
);

// The [sop] config section.
import { s } from '../../kernel/index.js';

export const sopSection = s.table('SopConfig', 'Standard Operating Procedures: definitions, admission and runs. The engine runs only when sops_dir is set.', {
  approval: s.open('Who may approve runs and how; keys not fixed by the reference.', {}, { inert: 'unused' }),
  approval_mode: s.open('How approvals are requested; keys not fixed by the reference.', {}, { inert: 'unused' }),
  approval_timeout_action: s.open('What happens when an approval times out; the default fails closed (timed_out).', {}, { inert: 'unused' }),
  approval_timeout_secs: s.int(300, 'Seconds a run waits for approval.', { min: 1 }),
  default_execution_mode: s.str('supervised', 'Execution mode of SOPs that do not set one.', { enum: ['auto', 'supervised', 'step_by_step'] }),
  maintenance_interval_secs: s.int(60, 'Seconds between maintenance passes (timeouts, pruning).', { min: 1, inert: 'unused' }),
  max_concurrent_total: s.int(4, 'Runs in flight across every SOP at most.', { min: 1 }),
  max_finished_runs: s.int(100, 'Finished runs kept.', { min: 0 }),
  max_step_retries: s.int(2, 'Retries of a failed step.', { min: 0 }),
  max_step_visits: s.int(256, 'Step executions per run at most, retries and loops (sop_advance next_step) included; past it the run fails.', { min: 1 }),
  persist_runs: s.bool(true, 'Keep run state on disk so runs survive a restart.'),
  procedural_memory_enabled: s.bool(false, 'Learn from finished runs.', { inert: 'unused' }),
  run_state_dir: s.optStr('Directory of persisted runs; default state/sop in the data directory.'),
  run_store_backend: s.open('Store of run state; other keys are not fixed by the reference.', {
    kind: s.str('auto', 'auto: PostgreSQL when the shared mode has shared.postgres_url, else SQLite (persist_runs = true) or memory; postgres: the shared PostgreSQL, required; sqlite: the SQLite file even in the shared mode; memory: nothing kept across restarts.', {
      enum: ['auto', 'postgres', 'sqlite', 'memory'],
    }),
  }),
  sops_dir: s.optStr('Directory of SOP definitions (<name>/SOP.toml and SOP.md); unset leaves the engine off.'),
  step_mandatory_tools: s.strList(['sop_advance', 'sop_approve', 'sop_status'], 'Tools every step is offered (a SOP tool not named here is offered only to steps that declare it).'),
  step_schema_enforce: s.bool(true, "Validate step outputs against the step's schema.", { inert: 'unused' }),
  step_scope_enforce: s.bool(false, 'Offer each step only its declared tools (the `- tools:` line of SOP.md) plus step_mandatory_tools.'),
  untrusted_frame_warning: s.bool(true, 'Tell the model that the payload is untrusted data.'),
  untrusted_guard_sensitivity: s.num(0.7, 'Sensitivity of the prompt-injection detector, 0.0 to 1.0.', { min: 0, max: 1 }),
  untrusted_input_guard: s.str('warn', 'What the untrusted-input guard does with a suspicious payload.', { enum: ['warn', 'block', 'sanitize'] }),
  untrusted_outbound_redact: s.bool(true, 'Redact untrusted payload text from outbound messages.', { inert: 'unused' }),
  untrusted_payload_max_bytes: s.int(8192, 'Payload bytes given to the model at most.', { min: 1 }),
});

// The SOP tools a step's agent uses to report and move its run: sop_status, sop_advance, sop_approve. They act on the
// run whose step the conversation is (channel "sop", conversation = run id) and are offered on that channel only.
import type { ToolDefinition } from '../agent/api.js';
import type { SopEngineImpl } from './engine.js';

const ON_SOP = ({ channel }: { channel: string }) => channel === 'sop' || 'offered only to a SOP step\'s agent (channel "sop")';

/** The three tools; `engine` is the running engine, undefined while the SOP engine is off. */
export function sopTools(engine: () => SopEngineImpl | undefined): ToolDefinition[] {
  const running = (): SopEngineImpl => {
    const e = engine();
    if (!e) throw new Error('the SOP engine is not running (sop.sops_dir is not set)');
    return e;
  };
  return [
    {
      name: 'sop_status',
      reaches: [],
      description: 'Show the SOP run this step belongs to: its steps, their status and outputs, and the current step.',
      parameters: { type: 'object', additionalProperties: false, properties: {} },
      available: ON_SOP,
      handler: (_args, ctx) => running().describeRun(ctx.conversation),
    },
    {
      name: 'sop_advance',
      reaches: [],
      description: "Report this step's outcome and move the run: completed (on to the next step, or next_step) or failed (retried, then the run fails).",
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['outcome', 'summary'],
        properties: {
          outcome: { type: 'string', enum: ['completed', 'failed'], description: 'How the step went' },
          summary: { type: 'string', minLength: 1, maxLength: 2000, description: 'What was done and found, kept as the step output' },
          next_step: { type: 'integer', minimum: 1, description: 'Step number to run next instead of the following one (completed only)' },
        },
      },
      available: ON_SOP,
      handler: (args, ctx) =>
        running().reportStep(ctx.conversation, {
          outcome: args.outcome === 'failed' ? 'failed' : 'completed',
          summary: String(args.summary),
          ...(typeof args.next_step === 'number' && args.outcome !== 'failed' ? { nextStep: args.next_step } : {}),
        }),
    },
    {
      name: 'sop_approve',
      reaches: [],
      description: "Ask the operator to approve the run before its next step runs (the run waits for svc sop approve); use it when the next step needs a person's go-ahead.",
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['reason'],
        properties: { reason: { type: 'string', minLength: 1, maxLength: 500, description: 'Why approval is needed, for the operator' } },
      },
      available: ON_SOP,
      handler: (args, ctx) => running().requestApproval(ctx.conversation, String(args.reason)),
    },
  ];
}

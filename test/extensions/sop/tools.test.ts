// The SOP tools through the engine and a recording fake model: sop_status describes the run, sop_advance records the
// outcome and may jump (max_step_visits bounds the loop), sop_approve makes the run wait for the operator before the
// next step; step_scope_enforce offers a step only its declared tools plus the mandatory ones (off the sop channel the
// tools are not offered: test/extensions/agent/tools-list.test.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { canonicalJson } from '../../../extensions/sop/api.js';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { SOP_CONFIG, writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';

const event = (topic: string) => ({ topic, payload: canonicalJson({ v: 1 }), source: 'webhook' as const });
const toolNames = (r: Recorded): string[] => ((r.body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name).sort();
const toolResults = (r: Recorded): string[] => ((r.body.messages as { role: string; content: string }[]) ?? []).filter((m) => m.role === 'tool').map((m) => m.content);

async function setup(t: Parameters<typeof startAgent>[0], steps: string[], extra = '', md?: string) {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const dir = tempConfigDir(t);
  writeSop(dir, 'a', { steps });
  if (md) writeFileSync(join(dir, 'sops', 'a', 'SOP.md'), md);
  const clock = manualClock();
  const h = await startAgent(t, `${SOP_CONFIG}${extra}\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`, { dir, sopClock: clock });
  const until = (pred: (status: string) => boolean, id: string) => waitFor(async () => pred((await h.sop.run(id))?.status ?? ''), `run ${id}`);
  return { llm, h, clock, until };
}

t.test('sop_status and sop_advance: the report is the step output; a jump back loops until max_step_visits', async (t) => {
  const { llm, h, until } = await setup(t, ['one', 'two'], 'max_step_visits = 3');
  llm.push(
    openai.toolCall('s', 'sop_status', {}),
    openai.toolCall('a1', 'sop_advance', { outcome: 'completed', summary: 'did one' }),
    openai.text('step one done'),
    openai.toolCall('a2', 'sop_advance', { outcome: 'completed', summary: 'two needs one again', next_step: 1 }),
    openai.text('going back'),
    openai.text('one again'),
  );
  const id = (await h.sop.dispatch(event('/sop/a')))[0]!.run_id!;
  await until((s) => s === 'failed', id);
  const run = (await h.sop.run(id))!;
  t.match(run, { status: 'failed', visits: 4, error: 'the run executed sop.max_step_visits = 3 steps (a loop between steps?)' });
  t.equal(run.steps[0]!.output, 'one again', 'step one ran again after the jump');
  t.equal(run.steps[1]!.output, 'two needs one again\n\ngoing back', 'the report leads the step output');
  const [status] = toolResults(llm.requests[1]!);
  t.match(status, new RegExp(`^Run ${id} of SOP "a": running, step 1 of 2 \\(visits 1 of at most 3\\)\\.\\n> 1\\. one \\[running\\]\\n  2\\. two \\[pending\\]$`));
  t.equal(toolResults(llm.requests[2]!).at(-1), 'recorded: step 1 completed; step 2 runs next. Finish your reply now.');
  t.equal(toolResults(llm.requests[4]!).at(-1), 'recorded: step 2 completed; step 1 runs next. Finish your reply now.');
  t.same(toolNames(llm.requests[0]!).filter((n) => n.startsWith('sop_')), ['sop_advance', 'sop_approve', 'sop_status'], 'a step is offered the SOP tools');
  t.match(String((llm.requests[0]!.body.messages as { content: string }[]).at(-1)!.content), /call sop_advance with its outcome/);
});

t.test('sop_advance failed: the step is retried, then the run fails with the report', async (t) => {
  const { llm, h, until } = await setup(t, ['one'], 'max_step_retries = 1');
  llm.push(
    openai.toolCall('f1', 'sop_advance', { outcome: 'failed', summary: 'the disk is full' }),
    openai.text('failed'),
    openai.toolCall('f2', 'sop_advance', { outcome: 'failed', summary: 'still full' }),
    openai.text('failed again'),
  );
  const id = (await h.sop.dispatch(event('/sop/a')))[0]!.run_id!;
  await until((s) => s === 'failed', id);
  t.match(await h.sop.run(id), { status: 'failed', retries: 1, error: 'step 1 failed: the agent reported the step failed: still full' });
});

t.test('sop_approve: the run waits for the operator before the next step, then goes on', async (t) => {
  const { llm, h, until } = await setup(t, ['one', 'two']);
  llm.push(openai.toolCall('p', 'sop_approve', { reason: 'step two deletes data' }), openai.text('asked'), openai.text('two done'));
  const id = (await h.sop.dispatch(event('/sop/a')))[0]!.run_id!;
  await until((s) => s === 'pending_approval', id);
  t.match(await h.sop.run(id), { status: 'pending_approval', current_step: 1, awaiting: { step: 1 }, approval_requested: 1 });
  t.match(toolResults(llm.requests[1]!)[0], new RegExp(`^recorded: the run waits for the operator's approval \\(svc sop approve ${id}\\) before step 2\\.`));
  await h.sop.approve(id, 'ops');
  await until((s) => s === 'completed', id);
  t.equal((await h.sop.run(id))!.steps[1]!.output, 'two done');
});

t.test('step_scope_enforce: a step gets its declared tools and the mandatory ones only', async (t) => {
  const md = '# a\n\n## Steps\n1. **fetch**: read the page\n   - tools: web_fetch\n2. **plain**: think\n';
  const { llm, h, until } = await setup(t, [], 'step_scope_enforce = true\nstep_mandatory_tools = ["sop_advance", "sop_status"]', md);
  llm.push(openai.text('one'), openai.text('two'));
  const id = (await h.sop.dispatch(event('/sop/a')))[0]!.run_id!;
  await until((s) => s === 'completed', id);
  t.same(toolNames(llm.requests[0]!), ['sop_advance', 'sop_status', 'web_fetch']);
  t.same(toolNames(llm.requests[1]!), ['sop_advance', 'sop_status'], 'sop_approve is not mandatory here, and the step does not declare it');
});

t.test('SOP tools outside a running step are refused with a reason', async (t) => {
  const { h } = await setup(t, ['one']);
  const engine = h.sop as unknown as { describeRun(id: string): string };
  t.throws(() => engine.describeRun('run_nope'), { message: /no run "run_nope" is executing here/ });
});

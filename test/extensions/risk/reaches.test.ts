// Tools that change memory or hand work to other agents declare it (reaches "memory" and "agents"), so a risk profile
// can hold them by reach ("@memory"); the file-writing tools share "@filesystem"; and svc doctor warns when a profile
// names one tool of such a family by name and leaves a sibling to a weaker action (file_write without file_edit).
import t from 'tap';
import { delegateTool } from '../../../extensions/delegate/delegation.js';
import { knowledgeTools } from '../../../extensions/knowledge/tools.js';
import { riskFindings, unnamedSiblings } from '../../../extensions/risk/doctor.js';
import { decide, levelOf, REACH_KEYS, type RiskProfile } from '../../../extensions/risk/policy.js';
import { TOOL_REACHES } from '../../../extensions/agent/api.js';

const profile = (tools: RiskProfile['tools'], extra: Partial<RiskProfile> = {}): RiskProfile => ({
  tools,
  default_level: 'medium',
  actions: { low: 'allow', medium: 'allow', high: 'approve', critical: 'deny' },
  approval_timeout_secs: 300,
  ...extra,
});

t.test('memory, knowledge and delegate tools declare their reach; a profile holds them by it', async (t) => {
  t.same(TOOL_REACHES, ['network', 'filesystem', 'process', 'memory', 'agents']);
  t.same(REACH_KEYS, ['@network', '@filesystem', '@process', '@memory', '@agents'], 'a risk profile may name every reach');
  const knowledge = knowledgeTools(() => undefined, (() => ({})) as never, () => 0, () => []);
  for (const tool of knowledge) t.same(tool.reaches, ['memory'], tool.name);
  t.same(delegateTool({} as never).reaches, ['agents']);
  const p = profile({ '@memory': 'high', '@agents': 'critical' });
  t.same(decide({ p }, () => 'p', ['a'], 'knowledge_forget', ['memory'])?.action, 'approve');
  t.same(decide({ p }, () => 'p', ['a'], 'delegate', ['agents'])?.action, 'deny');
  // Control: a tool without that reach stays at default_level.
  t.same(levelOf(p, 'calculator', []), { level: 'medium', by: 'default_level' });
});

t.test('doctor: a profile naming file_write but not file_edit is warned about; by reach or naming both, not', async (t) => {
  const gaps = unnamedSiblings(profile({ file_write: 'high' }));
  t.same(gaps.map((g) => g.missing), ['file_edit', 'file_download', 'image_gen']);
  t.same(unnamedSiblings(profile({ '@filesystem': 'high', file_read: 'low' })), [], 'the reach covers every sibling');
  t.same(unnamedSiblings(profile({ file_write: 'high', file_edit: 'high', file_download: 'high', image_gen: 'high' })), []);
  t.same(unnamedSiblings(profile({ memory_forget: 'critical' })).map((g) => g.missing), ['memory_store', 'knowledge_add', 'knowledge_forget']);
  t.same(unnamedSiblings(profile({ file_write: 'low' })), [], 'naming a sibling less strict than the default is no gap');

  const agents = { ops: { enabled: true, risk_profile: 'cautious', delegates: [] } } as never;
  const warned = riskFindings({}, agents, { cautious: profile({ file_write: 'high' }) });
  t.match(warned.find((f) => f.check === 'risk.siblings'), { status: 'warn', finding: /risk_profiles\.cautious\.tools names file_write but not file_edit/ });
  const fine = riskFindings({}, agents, { cautious: profile({ '@filesystem': 'high' }) });
  t.notOk(fine.some((f) => f.check === 'risk.siblings'));
});

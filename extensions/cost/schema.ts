// The [cost] section: the ledger's switch, the budgets, what happens at a limit, and the price sheets.
import { s, type JsonSchema } from '../../kernel/index.js';

const usdPerMtok = (description: string): JsonSchema => ({ type: 'number', minimum: 0, description });

const modelRate = s.table(
  undefined,
  'Prices of one model in USD per million tokens, as the provider bills them.',
  {
    input_per_mtok: usdPerMtok('USD per million input (prompt) tokens.'),
    output_per_mtok: usdPerMtok('USD per million output (completion) tokens.'),
    cached_input_per_mtok: s.optNum('USD per million input tokens read from the provider\'s prompt cache; null: priced as input_per_mtok.', { min: 0 }),
  },
  { required: ['input_per_mtok', 'output_per_mtok'] },
);

const transcriptionRate = s.table(undefined, 'Price of one transcription model.', {
  per_minute_usd: s.num(0, 'USD per minute of audio.', { min: 0 }),
});

const ttsRate = s.table(undefined, 'Price of one text-to-speech voice or model.', {
  per_mchar_usd: s.num(0, 'USD per million characters spoken.', { min: 0 }),
});

const costEnforcement = s.table(undefined, 'What happens when a budget (daily, monthly, or an agent\'s max_cost_per_day_cents) is reached.', {
  mode: s.str(
    'warn',
    'warn: one WARN per period, calls go on; block: a model call that would cross a limit is refused before it is sent (the sender is told, a SOP step or cron run fails with the reason); route_down: such a call goes to route_down_model instead.',
    { enum: ['warn', 'block', 'route_down'] },
  ),
  reserve_percent: s.int(10, 'Percent of each limit kept back for calls already in flight (whose final price is not known yet): block and route_down act once spent, reserved and the call\'s estimate pass (100 - reserve_percent)% of the limit.', { min: 0, max: 100 }),
  route_down_model: s.optStr('The model a call goes to once a budget is reached when mode = "route_down": a model name of the same provider, "<type>.<alias>/<model>" for another configured model provider, or "hint:<name>" of a [[model_routes]] entry.'),
});

const costRates = s.table(undefined, 'Price sheets the ledger prices each call with; a model or tool with no price is recorded with an unknown cost, never a zero one.', {
  providers: s.table(undefined, 'Rate sheets by kind, keyed by provider type and model (or voice).', {
    models: s.map(
      'Chat model prices: [cost.rates.providers.models.<type>."<model>"] with input_per_mtok and output_per_mtok (USD per million tokens). <type> is the provider type (openai, anthropic), "<model>" the model name as the provider reports it or as the provider table names it.',
      s.map('Models of one provider type, by model name.', modelRate),
    ),
    transcription: s.map(
      'Transcription prices: [cost.rates.providers.transcription.<type>."<model>"] with per_minute_usd.',
      s.map('Models of one transcription provider type, by model name.', transcriptionRate),
      { inert: 'unused' },
    ),
    tts: s.map(
      'Text-to-speech prices: [cost.rates.providers.tts.<type>."<voice>"] with per_mchar_usd.',
      s.map('Voices of one text-to-speech provider type, by voice or model.', ttsRate),
      { inert: 'unused' },
    ),
  }),
  tools: s.map('USD per successful call, by tool name: [cost.rates.tools] shell = 0.001.', { type: 'number', minimum: 0 }),
});

export const costSection: JsonSchema = s.table('CostConfig', 'The cost ledger (every model and priced tool call, in SQLite or the shared PostgreSQL) and the budgets it enforces; every key applies from the next model call, without a restart; see docs/guides/costs.md.', {
  allow_override: s.bool(false, 'Let an operator lift a reached budget for the rest of its period with `svc cost override` (recorded in the ledger, the log and the audit trail; `svc cost override --cancel` ends one early, allowed whatever this says).'),
  daily_limit_usd: s.num(10.0, 'Spend of all agents per UTC day at most, in USD; 0: no daily limit.', { min: 0 }),
  enabled: s.bool(true, 'Record every model call in the ledger and enforce the budgets; false: no ledger, no budget.'),
  monthly_limit_usd: s.num(100.0, 'Spend of all agents per UTC calendar month at most, in USD; 0: no monthly limit.', { min: 0 }),
  track_per_agent: s.bool(true, 'Record which agent made each call (svc cost --by agent) and enforce each agent\'s runtime_profiles.<p>.max_cost_per_day_cents.'),
  warn_at_percent: s.int(80, 'Percent of a budget at which one WARN is logged per period and budget (0: no warning).', { min: 0, max: 100 }),
  enforcement: costEnforcement,
  rates: costRates,
  // Live: the service reads the section at each call, each tool call, each report and each override (settings()), and
  // the ledger opens whatever cost.enabled says; a change applies from the next call, with no restart.
}, { live: true });

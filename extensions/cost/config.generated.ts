/* DO NOT EDIT: the config sections of the "cost" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "cost" extension owns, by dotted path.
 */
export interface CostSections {
  cost: CostConfig;
}
/**
 * The cost ledger (every model and priced tool call, in SQLite or the shared PostgreSQL) and the budgets it enforces; every key applies from the next model call, without a restart; see docs/guides/costs.md.
 */
export interface CostConfig {
  /**
   * Let an operator lift a reached budget for the rest of its period with `svc cost override` (recorded in the ledger, the log and the audit trail; `svc cost override --cancel` ends one early, allowed whatever this says).
   */
  allow_override: boolean;
  /**
   * Spend of all agents per UTC day at most, in USD; 0: no daily limit.
   */
  daily_limit_usd: number;
  /**
   * Record every model call in the ledger and enforce the budgets; false: no ledger, no budget.
   */
  enabled: boolean;
  /**
   * Spend of all agents per UTC calendar month at most, in USD; 0: no monthly limit.
   */
  monthly_limit_usd: number;
  /**
   * Record which agent made each call (svc cost --by agent) and enforce each agent's runtime_profiles.<p>.max_cost_per_day_cents.
   */
  track_per_agent: boolean;
  /**
   * Percent of a budget at which one WARN is logged per period and budget (0: no warning).
   */
  warn_at_percent: number;
  /**
   * What happens when a budget (daily, monthly, or an agent's max_cost_per_day_cents) is reached.
   */
  enforcement: {
    /**
     * warn: one WARN per period, calls go on; block: a model call that would cross a limit is refused before it is sent (the sender is told, a SOP step or cron run fails with the reason); route_down: such a call goes to route_down_model instead.
     */
    mode: 'warn' | 'block' | 'route_down';
    /**
     * Percent of each limit kept back for calls already in flight (whose final price is not known yet): block and route_down act once spent, reserved and the call's estimate pass (100 - reserve_percent)% of the limit.
     */
    reserve_percent: number;
    /**
     * The model a call goes to once a budget is reached when mode = "route_down": a model name of the same provider, "<type>.<alias>/<model>" for another configured model provider, or "hint:<name>" of a [[model_routes]] entry.
     */
    route_down_model: string | null;
  };
  /**
   * Price sheets the ledger prices each call with; a model or tool with no price is recorded with an unknown cost, never a zero one.
   */
  rates: {
    /**
     * Rate sheets by kind, keyed by provider type and model (or voice).
     */
    providers: {
      /**
       * Chat model prices: [cost.rates.providers.models.<type>."<model>"] with input_per_mtok and output_per_mtok (USD per million tokens). <type> is the provider type (openai, anthropic), "<model>" the model name as the provider reports it or as the provider table names it.
       */
      models: {
        /**
         * Models of one provider type, by model name.
         */
        [k: string]: {
          /**
           * Prices of one model in USD per million tokens, as the provider bills them.
           */
          [k: string]: {
            /**
             * USD per million input (prompt) tokens.
             */
            input_per_mtok: number;
            /**
             * USD per million output (completion) tokens.
             */
            output_per_mtok: number;
            /**
             * USD per million input tokens read from the provider's prompt cache; null: priced as input_per_mtok.
             */
            cached_input_per_mtok: number | null;
          };
        };
      };
      /**
       * Transcription prices: [cost.rates.providers.transcription.<type>."<model>"] with per_minute_usd. Not running yet: accepted and validated, writing it has no effect.
       */
      transcription: {
        /**
         * Models of one transcription provider type, by model name.
         */
        [k: string]: {
          /**
           * Price of one transcription model.
           */
          [k: string]: {
            /**
             * USD per minute of audio.
             */
            per_minute_usd: number;
          };
        };
      };
      /**
       * Text-to-speech prices: [cost.rates.providers.tts.<type>."<voice>"] with per_mchar_usd. Not running yet: accepted and validated, writing it has no effect.
       */
      tts: {
        /**
         * Voices of one text-to-speech provider type, by voice or model.
         */
        [k: string]: {
          /**
           * Price of one text-to-speech voice or model.
           */
          [k: string]: {
            /**
             * USD per million characters spoken.
             */
            per_mchar_usd: number;
          };
        };
      };
    };
    /**
     * USD per successful call, by tool name: [cost.rates.tools] shell = 0.001.
     */
    tools: {
      [k: string]: number;
    };
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    cost: CostConfig;
  }
}

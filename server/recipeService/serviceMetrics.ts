import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TokenUsage } from '../../src/core/modelRequest/recipeModel';
import type { BudgetUnit, SpendingCap } from './spendingCap';

/** The service's three asks, as their metrics name them. */
export type ServiceRoute = 'recipe' | 'ideas' | 'photo';

/**
 * What an ask came to: `ok`, `stopped` (the cook closed it), `busy` (the address's limit), `budget-spent`, a
 * failure kind the page names (`unavailable`, `timed-out`, …), `refused` (another origin), `invalid` (a body
 * the rules refuse) or `server-error` (the server's own failure).
 */
export type ServiceOutcome = string;

export interface ServiceMetrics {
  registry: Registry;
  /** An ask answered (or ended), by what it came to. */
  asked(route: ServiceRoute, outcome: ServiceOutcome): void;
  /** The first piece of an answer went out, `seconds` after the ask arrived. */
  firstByte(route: ServiceRoute, seconds: number): void;
  /** A whole answer went out, `seconds` after the ask arrived. */
  answered(route: ServiceRoute, seconds: number): void;
  /** The tokens a reply took, as the model reported them. */
  tokensUsed(usage: TokenUsage): void;
  /** An ask refused by its address's limit. */
  rateLimited(route: ServiceRoute): void;
}

/**
 * The recipe service's metrics in Prometheus's text format, in a registry of this server's own: asks by outcome,
 * first byte and whole answer as histograms, tokens, the day's budget left, limit refusals, and Node's own
 * process metrics. No label carries what a cook asked, their address or a token: only the route and outcome.
 */
export function serviceMetrics(cap: SpendingCap): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const asks = new Counter({
    name: 'chef_asks_total',
    help: 'Asks for a recipe, ideas or a photo read, by what they came to.',
    labelNames: ['route', 'outcome'] as const,
    registers: [registry],
  });
  const byRoute = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name, help, labelNames: ['route'] as const, buckets, registers: [registry] });
  const firstByte = byRoute(
    'chef_first_byte_seconds',
    "Time from an ask to its answer's first piece.",
    [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
  );
  const whole = byRoute(
    'chef_answer_seconds',
    'Time from an ask to the end of its whole answer, for answers that ended well.',
    [0.5, 1, 2, 4, 8, 15, 30, 60, 120],
  );
  const tokens = new Counter({
    name: 'chef_tokens_total',
    help: "Tokens the model's replies reported using, by kind (prompt, completion).",
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'chef_rate_limit_refusals_total',
    help: "Asks refused by their address's limit.",
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'chef_budget_left',
    help: "What is left of today's budget (UTC), by unit; only the units the deployer set.",
    labelNames: ['unit'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const left = await cap.left();
      for (const [unit, amount] of Object.entries(left) as Array<[BudgetUnit, number]>) this.set({ unit }, amount);
    },
  });
  return {
    registry,
    asked: (route, outcome) => asks.inc({ route, outcome }),
    firstByte: (route, seconds) => firstByte.observe({ route }, seconds),
    answered: (route, seconds) => whole.observe({ route }, seconds),
    tokensUsed({ promptTokens, completionTokens }) {
      tokens.inc({ kind: 'prompt' }, promptTokens);
      tokens.inc({ kind: 'completion' }, completionTokens);
    },
    rateLimited: (route) => refusals.inc({ route }),
  };
}

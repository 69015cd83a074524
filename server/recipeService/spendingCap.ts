import type { SharedRedis } from './sharedRedis';

/** What the deployer lets the server spend in a day (UTC), for every cook together. Unset: no cap on it. */
export interface DailyBudget {
  /** Requests to the model: recipes, ideas and photos. */
  recipes?: number;
  /** Tokens, as the model's replies report them in their `usage`. */
  tokens?: number;
}

export type BudgetUnit = keyof DailyBudget;

/** Whether one more recipe fits in today's budget, and if not, when the budget is new again. */
export type CapVerdict = { allowed: true } | { allowed: false; resetsAt: Date; retryAfterSeconds: number };

export interface SpendingCap {
  /** Counts one recipe against today's budget, if it fits (and the day's tokens are not spent). */
  admit(): Promise<CapVerdict>;
  /** Counts the tokens a reply took against today's budget. */
  spend(tokens: number): Promise<void>;
  /** What is left of today's budget, for each unit the deployer set. */
  left(): Promise<Partial<Record<BudgetUnit, number>>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-28": the UTC day `now` falls in, which names its counters. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The UTC midnight after `now`: when today's budget is new again. */
const nextDayTurn = (now: number) => new Date(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS);

interface DayCounter {
  /** Adds to the day's count; resolves to the count so far. */
  add(day: string, amount: number): Promise<number>;
  read(day: string): Promise<number>;
}

/**
 * One unit's count per day: in Redis when it is ready (one budget for every instance; each day's key expires a
 * day after it ends), else in this instance's memory, so a budget still holds, per instance, while Redis is away.
 * A command Redis fails counts locally too, never as nothing.
 */
function dayCounter(unit: BudgetUnit, redis: SharedRedis | undefined): DayCounter {
  const local = new Map<string, number>();
  const keyOf = (day: string) => `chef-budget:${day}:${unit}`;
  const localCount = (key: string) => {
    for (const old of local.keys()) if (old !== key) local.delete(old);
    return local.get(key) ?? 0;
  };
  return {
    async add(day, amount) {
      const key = keyOf(day);
      if (redis?.ready()) {
        try {
          const [[error, total]] = (await redis.client
            .multi()
            .incrby(key, amount)
            .pexpire(key, 2 * DAY_MS)
            .exec()) as [[Error | null, number]];
          if (!error) return total;
        } catch {
          // Redis went away between the check and the command: this instance counts on its own meanwhile.
        }
      }
      const total = localCount(key) + amount;
      local.set(key, total);
      return total;
    },
    async read(day) {
      const key = keyOf(day);
      if (redis?.ready()) {
        try {
          return Number((await redis.client.get(key)) ?? 0);
        } catch {
          // As for add: this instance's own count meanwhile.
        }
      }
      return localCount(key);
    },
  };
}

/**
 * The deployer's daily budget (BUDGET_RECIPES_PER_DAY, BUDGET_TOKENS_PER_DAY), shared through Redis when there is
 * one: a recipe is refused once the day's recipes or tokens are spent. Tokens are known only once a reply ends,
 * so the requests in flight when the last token is spent may go over it by a reply each. The day turns at
 * midnight UTC; `now` is the clock (tests turn the day with their own).
 */
export function spendingCap(budget: DailyBudget, redis?: SharedRedis, now: () => number = Date.now): SpendingCap {
  const recipes = dayCounter('recipes', redis);
  const tokens = dayCounter('tokens', redis);
  const refused = (at: number): CapVerdict => {
    const resetsAt = nextDayTurn(at);
    return { allowed: false, resetsAt, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - at) / 1000)) };
  };
  return {
    async admit() {
      const at = now();
      const day = dayOf(at);
      if (budget.tokens !== undefined && (await tokens.read(day)) >= budget.tokens) return refused(at);
      if (budget.recipes !== undefined && (await recipes.add(day, 1)) > budget.recipes) return refused(at);
      return { allowed: true };
    },
    async spend(spent) {
      if (budget.tokens !== undefined && spent > 0) await tokens.add(dayOf(now()), spent);
    },
    async left() {
      const day = dayOf(now());
      const leftOf = async (unit: BudgetUnit, counter: DayCounter) => {
        const allowed = budget[unit];
        return allowed === undefined ? {} : { [unit]: Math.max(0, allowed - (await counter.read(day))) };
      };
      return { ...(await leftOf('recipes', recipes)), ...(await leftOf('tokens', tokens)) };
    },
  };
}

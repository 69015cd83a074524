import type { SharedRedis } from './sharedRedis';

/** What the deployer lets the server spend in a day (UTC): recipes asked. None: no cap. */
export interface DailyBudget {
  recipes?: number;
}

/** Whether one more recipe fits in today's budget, and if not, when the budget is new again. */
export type CapVerdict = { allowed: true } | { allowed: false; resetsAt: Date; retryAfterSeconds: number };

export interface SpendingCap {
  /** Counts one recipe against today's budget, if it fits. */
  admit(): Promise<CapVerdict>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-28": the UTC day `now` falls in, which names its counters. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The UTC midnight after `now`: when today's budget is new again. */
const nextDayTurn = (now: number) => new Date(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS);

/**
 * Counts one recipe on its day: in Redis when it is ready (one budget for every instance; each day's key expires
 * a day after it ends), else in this instance's memory, so a budget still holds, per instance, while Redis is
 * away. Resolves to the day's count so far.
 */
function recipeCounter(redis: SharedRedis | undefined): (day: string) => Promise<number> {
  const local = new Map<string, number>();
  return async (day) => {
    const key = `chef-budget:${day}:recipes`;
    for (const old of local.keys()) if (old !== key) local.delete(old);
    if (redis?.ready()) {
      try {
        const [[error, total]] = (await redis.client
          .multi()
          .incr(key)
          .pexpire(key, 2 * DAY_MS)
          .exec()) as [[Error | null, number]];
        if (!error) return total;
      } catch {
        // Redis went away between the check and the command: this instance counts on its own meanwhile.
      }
    }
    const total = (local.get(key) ?? 0) + 1;
    local.set(key, total);
    return total;
  };
}

/**
 * The deployer's daily budget (BUDGET_RECIPES_PER_DAY), shared through Redis when there is one: a recipe is refused
 * once the day's recipes are spent. The day turns at midnight UTC; `now` is the clock (tests turn the day with
 * their own).
 */
export function spendingCap(budget: DailyBudget, redis?: SharedRedis, now: () => number = Date.now): SpendingCap {
  const countOne = recipeCounter(redis);
  const refused = (at: number): CapVerdict => {
    const resetsAt = nextDayTurn(at);
    return { allowed: false, resetsAt, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - at) / 1000)) };
  };
  return {
    async admit() {
      const at = now();
      if (budget.recipes === undefined) return { allowed: true };
      return (await countOne(dayOf(at))) > budget.recipes ? refused(at) : { allowed: true };
    },
  };
}

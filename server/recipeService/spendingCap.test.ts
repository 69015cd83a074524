import { injectableServer, injectedRecipeRequest } from '../../__tests__/support/recipeServerKit';

const ask = { ingredients: ['eggs', 'spinach', 'feta'] };
/** The per-address limit lifted: these tests are about the day's budget. */
const NO_ADDRESS_LIMIT = { RATE_LIMIT_RECIPES: '1000', RATE_LIMIT_IN_FLIGHT: '1000' };

/** A clock the test moves: the day's budget turns by it. */
function clockAt(iso: string) {
  let now = Date.parse(iso);
  return { now: () => now, set: (at: string) => (now = Date.parse(at)) };
}

describe("the deployer's daily budget", () => {
  it("refuses the recipe after the day's last, with when the budget is new again", async () => {
    const clock = clockAt('2026-11-28T18:00:00Z');
    const { app, askedCount } = await injectableServer({ ...NO_ADDRESS_LIMIT, BUDGET_RECIPES_PER_DAY: '2' }, clock.now);
    expect((await injectedRecipeRequest(app, ask)).statusCode).toBe(200);
    expect((await injectedRecipeRequest(app, ask)).statusCode).toBe(200);
    const refused = await injectedRecipeRequest(app, ask);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(6 * 60 * 60));
    expect(refused.json()).toEqual({
      error: {
        message: "This chef has used today's budget.",
        kind: 'budget-spent',
        retryAfterSeconds: 6 * 60 * 60,
        resetsAt: '2026-11-29T00:00:00.000Z',
      },
    });
    expect(askedCount()).toBe(2);
    await app.close();
  });

  it('is new again at midnight UTC', async () => {
    const clock = clockAt('2026-11-28T23:59:00Z');
    const { app } = await injectableServer({ ...NO_ADDRESS_LIMIT, BUDGET_RECIPES_PER_DAY: '1' }, clock.now);
    expect((await injectedRecipeRequest(app, ask)).statusCode).toBe(200);
    const refused = await injectedRecipeRequest(app, ask);
    expect(refused.json()).toMatchObject({ error: { retryAfterSeconds: 60 } });
    clock.set('2026-11-29T00:00:01Z');
    expect((await injectedRecipeRequest(app, ask)).statusCode).toBe(200);
    expect((await injectedRecipeRequest(app, ask)).statusCode).toBe(503);
    await app.close();
  });

  it('counts only the recipes the address limit let through', async () => {
    const clock = clockAt('2026-11-28T12:00:00Z');
    const { app } = await injectableServer(
      { RATE_LIMIT_RECIPES: '1', RATE_LIMIT_IN_FLIGHT: '1000', BUDGET_RECIPES_PER_DAY: '2' },
      clock.now,
    );
    const from = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/recipe', remoteAddress, payload: ask }).then((reply) => reply.statusCode);
    expect([await from('203.0.113.1'), await from('203.0.113.1')]).toEqual([200, 429]);
    expect([await from('203.0.113.2'), await from('203.0.113.3')]).toEqual([200, 503]);
    await app.close();
  });

  it('holds no budget unless the deployer sets one', async () => {
    const { app, askedCount } = await injectableServer(NO_ADDRESS_LIMIT);
    for (let recipe = 0; recipe < 25; recipe += 1) expect((await injectedRecipeRequest(app, ask)).statusCode).toBe(200);
    expect(askedCount()).toBe(25);
    await app.close();
  });
});

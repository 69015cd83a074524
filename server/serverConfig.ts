import { DEFAULT_MODEL, DEFAULT_PROVIDER, DEFAULT_VISION_MODEL } from '../src/core/chat/modelSettings';
import type { RecipeServiceMode } from '../src/core/chat/recipeServiceMode';
import type { DailyBudget } from './recipeService/spendingCap';

export interface RecipeLimits {
  /** Recipe requests an address may make per window. */
  recipes: number;
  windowSeconds: number;
  /** Recipe requests an address may have in flight at once. */
  inFlight: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  token: string;
  model: string;
  /** The model that reads cooks' photos (HF_VISION_MODEL): a vision model. */
  visionModel: string;
  provider: string;
  endpointUrl: string;
  mode: RecipeServiceMode;
  /** The last resort for one recipe (HF_TIMEOUT_MS), as in the browser. */
  timeoutMs?: number;
  limits: RecipeLimits;
  /** What the server may spend in a day, for every cook together (none by default). */
  budget: DailyBudget;
  /** Origins besides the server's own that may ask for recipes. */
  allowedOrigins: string[];
  /** As Fastify's trustProxy takes it: false (the default), true, a hop count, or proxy addresses. */
  trustProxy: boolean | number | string;
  redisUrl?: string;
  /** Who may read GET /metrics (METRICS_ALLOWED_FROM): addresses, CIDR ranges or proxy-addr's names; loopback by default. */
  metricsAllowedFrom: string[];
  logLevel: string;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** A comma-separated setting's entries. */
const listIn = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** TRUST_PROXY as Fastify's trustProxy option: "true"/"false", a hop count, or a list of addresses. */
export function trustProxyFrom(value: string | undefined): boolean | number | string {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

/** The server's settings, read from the environment at start-up (never at build time). */
export function serverConfigFrom(env: NodeJS.ProcessEnv): ServerConfig {
  const token = env.HF_TOKEN?.trim() ?? '';
  const endpointUrl = env.HF_ENDPOINT_URL?.trim() ?? '';
  return {
    // 0 picks a free port.
    port: env.PORT?.trim() && Number.isInteger(Number(env.PORT)) && Number(env.PORT) >= 0 ? Number(env.PORT) : 4173,
    host: env.HOST?.trim() || '127.0.0.1',
    token,
    model: env.HF_MODEL?.trim() || DEFAULT_MODEL,
    visionModel: env.HF_VISION_MODEL?.trim() || DEFAULT_VISION_MODEL,
    provider: env.HF_PROVIDER?.trim() || DEFAULT_PROVIDER,
    endpointUrl,
    mode: endpointUrl ? 'endpoint' : token ? 'hosted' : 'demo',
    ...(Number(env.HF_TIMEOUT_MS) > 0 && { timeoutMs: Number(env.HF_TIMEOUT_MS) }),
    limits: {
      recipes: positive(env.RATE_LIMIT_RECIPES, 10),
      windowSeconds: positive(env.RATE_LIMIT_WINDOW_S, 600),
      inFlight: positive(env.RATE_LIMIT_IN_FLIGHT, 2),
    },
    budget: {
      ...(positive(env.BUDGET_RECIPES_PER_DAY, 0) > 0 && { recipes: positive(env.BUDGET_RECIPES_PER_DAY, 0) }),
      ...(positive(env.BUDGET_TOKENS_PER_DAY, 0) > 0 && { tokens: positive(env.BUDGET_TOKENS_PER_DAY, 0) }),
    },
    allowedOrigins: listIn(env.ALLOWED_ORIGINS),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    ...(env.REDIS_URL?.trim() && { redisUrl: env.REDIS_URL.trim() }),
    metricsAllowedFrom: env.METRICS_ALLOWED_FROM?.trim() ? listIn(env.METRICS_ALLOWED_FROM) : ['loopback'],
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}

export type Diet = 'none' | 'vegetarian' | 'vegan' | 'pescatarian' | 'gluten-free' | 'dairy-free';

export const DIETS: readonly Diet[] = ['none', 'vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free'];

/** A limit on the total time, in minutes; null is "any". */
export type TimeLimit = 15 | 30 | 45 | 60 | null;
export const TIME_LIMITS: readonly Exclude<TimeLimit, null>[] = [15, 30, 45, 60];

/** How quantities and temperatures are shown: as the recipe wrote them (the default), or converted in code. */
export type Units = 'as-written' | 'metric' | 'us';
export const UNITS: readonly Units[] = ['as-written', 'metric', 'us'];

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;
export const DEFAULT_SERVINGS = 2;
export const MAX_ALLERGIES = 10;

export const isDiet = (value: unknown): value is Diet => DIETS.includes(value as Diet);
export const isServings = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MIN_SERVINGS && (value as number) <= MAX_SERVINGS;
export const isUnits = (value: unknown): value is Units => UNITS.includes(value as Units);
export const isTimeLimit = (value: unknown): value is TimeLimit =>
  value === null || TIME_LIMITS.includes(value as Exclude<TimeLimit, null>);

export interface Preferences {
  diet: Diet;
  /** As the cook typed them, cleaned; matched against their common forms (see avoidedFoods). */
  allergies: string[];
  servings: number;
  maxMinutes: TimeLimit;
  /** Salt, pepper, oil and water may be used without being listed. */
  hasBasics: boolean;
  units: Units;
}

/** Nothing set: the request is then exactly the spec's. */
export const DEFAULT_PREFERENCES: Preferences = {
  diet: 'none',
  allergies: [],
  servings: DEFAULT_SERVINGS,
  maxMinutes: null,
  hasBasics: true,
  units: 'as-written',
};

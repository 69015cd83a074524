import type { TermList } from '../../food/findTerm';
import table from './safeTemperatureChart.json';

/** One kind of food with the lowest internal temperature at which it is safe to eat. */
export interface SafeTemperature {
  kind: 'poultry' | 'ground meat' | 'fish' | 'whole cut' | 'egg dish' | 'casserole';
  celsius: number;
  fahrenheit: number;
  /** Minutes the meat rests after cooking, for the temperature to do its work. */
  restMinutes?: number;
  foods: TermList;
}

/**
 * Safe minimum internal temperatures, from safeTemperatureChart.json (USDA FSIS's chart, with the foods each kind
 * covers in every language of the app), in the table's order: the first kind whose foods a text names is the one.
 */
export const SAFE_TEMPERATURES: readonly SafeTemperature[] = table.kinds.map(
  ({ kind, celsius, fahrenheit, restMinutes, terms, exceptions }) => ({
    kind: kind as SafeTemperature['kind'],
    celsius,
    fahrenheit,
    ...(restMinutes !== undefined && { restMinutes }),
    foods: { terms: Object.values(terms).flat(), ...(exceptions && { exceptions }) },
  }),
);

import type { SafeLine, StepWarning } from '../../../core/cooking/safety/foodSafety';
import type { Units } from '../../../core/preferences/preferencesTypes';
import type { CookText } from './cookTexts';

/** A temperature in the cook's units first, the other in brackets: "74 °C (165 °F)", "165 °F (74 °C)". */
const temperatureText = (celsius: number, fahrenheit: number, units: Units): string => {
  const c = `${Math.round(celsius)} °C`;
  const f = `${Math.round(fahrenheit)} °F`;
  return units === 'us' ? `${f} (${c})` : `${c} (${f})`;
};

/** "Cook the chicken to 74 °C (165 °F) inside"; whole cuts add their rest, leftovers are reheated. */
export function safeLineText(text: CookText, { food, safe }: SafeLine, units: Units): string {
  const temperature = temperatureText(safe.celsius, safe.fahrenheit, units);
  if (safe.kind === 'casserole' && /^(?:leftover|sobras)/.test(food)) return text('safety.reheat', { temperature });
  return safe.restMinutes
    ? text('safety.cookToThenRest', { food, temperature, minutes: safe.restMinutes })
    : text('safety.cookTo', { food, temperature });
}

/** What a step that stops short of the safe temperature is told, as a warning. */
export function warningText(text: CookText, warning: StepWarning, units: Units): string {
  return text('safety.warning', {
    food: warning.food,
    stated: temperatureText(warning.statedCelsius, warning.statedFahrenheit, units),
    safe: temperatureText(warning.safe.celsius, warning.safe.fahrenheit, units),
  });
}

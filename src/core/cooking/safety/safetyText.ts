import type { Units } from '../../preferences/preferencesTypes';
import type { SafeLine, StepWarning } from './foodSafety';

/** A temperature in the cook's units first, the other in brackets: "74 °C (165 °F)", "165 °F (74 °C)". */
export const temperatureText = (celsius: number, fahrenheit: number, units: Units): string => {
  const c = `${Math.round(celsius)} °C`;
  const f = `${Math.round(fahrenheit)} °F`;
  return units === 'us' ? `${f} (${c})` : `${c} (${f})`;
};

/** "Cook the chicken to 74 °C (165 °F) inside"; whole cuts add their rest, leftovers are reheated. */
export function safeLineText({ food, safe }: SafeLine, units: Units): string {
  const temperature = temperatureText(safe.celsius, safe.fahrenheit, units);
  if (safe.kind === 'casserole' && /^leftover/.test(food)) return `Reheat leftovers to ${temperature} inside`;
  const rest = safe.restMinutes ? `, then let it rest for ${safe.restMinutes} minutes` : '';
  return `Cook the ${food} to ${temperature} inside${rest}`;
}

/** What a step that stops short of the safe temperature is told, as a warning. */
export function warningText(warning: StepWarning, units: Units): string {
  const stated = temperatureText(warning.statedCelsius, warning.statedFahrenheit, units);
  const safe = temperatureText(warning.safe.celsius, warning.safe.fahrenheit, units);
  return `Warning: this step takes the ${warning.food} to ${stated}, below the safe minimum of ${safe} inside.`;
}

export const PRESERVING_LINE =
  'To keep food at room temperature, use a tested preserving recipe (USDA / National Center for Home Food Preservation).';

export const RAW_RISK_LINE =
  'Raw or rare meat, fish and eggs carry a risk for young children, older adults, pregnant people and anyone who is ill.';

import type { Units } from '../../preferences/preferencesTypes';

/** A temperature in the cook's units first, the other in brackets: "74 °C (165 °F)", "165 °F (74 °C)". */
export const temperatureText = (celsius: number, fahrenheit: number, units: Units): string => {
  const c = `${Math.round(celsius)} °C`;
  const f = `${Math.round(fahrenheit)} °F`;
  return units === 'us' ? `${f} (${c})` : `${c} (${f})`;
};

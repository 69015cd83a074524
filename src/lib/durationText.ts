/** A duration in seconds as the app writes it: 5400 → "1 h 30 min", 600 → "10 min", 45 → "45 s". */
export function durationText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round(seconds % 60);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SI symbols (h, min, s), the same in every language the app speaks
  return [hours && `${hours} h`, minutes && `${minutes} min`, rest && `${rest} s`].filter(Boolean).join(' ') || '0 s';
}

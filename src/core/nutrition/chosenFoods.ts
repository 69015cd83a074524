/**
 * The foods a cook picked for lines, by each line's wording (readLine): "harina integral de espelta" → "20140".
 * A pick holds for that wording in every recipe after, until the cook undoes it; the counter reads every other
 * line itself.
 */
export type ChosenFoods = Readonly<Record<string, string>>;

/** An SR28 number as the table keys its entries: five digits. */
export const isSrNumber = (value: unknown): value is string => typeof value === 'string' && /^\d{5}$/.test(value);

/**
 * What of the nutrition figures loads on demand, in one chunk when a recipe is first shown or exported
 * (src/page/whatLoadsWhen.ts): the card's summary, and the counting with SR28's table, which the summary, the
 * page's JSON-LD and the download read. SR28's descriptions are data of their own, fetched when the matches open.
 */
export { NutritionSummary } from './components/NutritionSummary';
export * from './shownRecipeNutrition';

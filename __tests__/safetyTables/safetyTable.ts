/**
 * A tester's table for one allergen group or diet: recipe lines the check must catch and look-alikes it must
 * let through, written as a model writes them (quantities, capitals, plurals, other languages, brand names).
 */
export interface SafetyTable {
  /** Where the facts behind the lines come from. */
  sources: readonly string[];
  caught: readonly string[];
  safe: readonly string[];
}

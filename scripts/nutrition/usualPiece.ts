/**
 * The portion a count means when it is not a medium one: "2 eggs" are large ones, as recipes mean them; "juice of 2
 * oranges" is what SR28 says a fruit yields (its lemon and lime juice name the fruit, "1 lemon yields").
 */
export const USUAL_PIECE: Readonly<Record<string, string>> = { '01123': 'large', '09206': 'fruit', '09216': 'fruit' };

/**
 * The portion a count means when it is not a medium one: "2 eggs" are large ones, as recipes mean them; "juice of 2
 * oranges" and "zest of 2 oranges" are what a fruit yields (lemon and lime name the fruit: "1 lemon yields").
 */
export const USUAL_PIECE: Readonly<Record<string, string>> = { '01123': 'large', '09206': 'fruit', '09216': 'fruit' };

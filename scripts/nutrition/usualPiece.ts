/** The portion a count means when it is not a medium one: "2 eggs" are large ones, as recipes mean them. */
export const USUAL_PIECE: Readonly<Record<string, string>> = { '01123': 'large' };

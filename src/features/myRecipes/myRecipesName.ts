/** The panel's name: on the header button, as the dialog's title, and in the line if its code cannot load. */
export const MY_RECIPES = 'My recipes';

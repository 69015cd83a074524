/** The fixed header's height: what the page keeps clear above whatever it scrolls into view. */
export const HEADER_HEIGHT_PX = 64;

/** The most the generate panel's bar at the bottom of the screen covers (src/features/recipe/components). */
export const QUICK_BAR_HEIGHT_PX = 64;

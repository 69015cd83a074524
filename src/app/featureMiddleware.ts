import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Middleware that a feature adds when its code loads, as its slice injects its reducer (e.g. saving the
 * preferences): its code then stays out of the first download. Every store applies it.
 */
export const featureMiddleware = createDynamicMiddleware();

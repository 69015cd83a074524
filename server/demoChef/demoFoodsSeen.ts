import type { FoodsSeen } from '../../src/core/photo/foodsSeen';

/**
 * What the demo chef answers to any photo: it reads none, so it says so (`sample`) and gives the same shelf every
 * time, one food unsure so the cook sees how an unsure food is offered unticked.
 */
export const DEMO_FOODS_SEEN: FoodsSeen = {
  sample: true,
  foods: [
    { name: 'eggs', sure: 0.95 },
    { name: 'tomatoes', sure: 0.9 },
    { name: 'spinach', sure: 0.85 },
    { name: 'cheddar', sure: 0.8 },
    { name: 'lemon', sure: 0.45 },
  ],
};

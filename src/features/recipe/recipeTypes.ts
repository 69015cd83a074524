export interface RecipeIngredient {
  name: string;
  measurement: string;
}

export interface Recipe {
  name: string;
  description: string;
  ingredients: RecipeIngredient[];
  instructions: string[];
}

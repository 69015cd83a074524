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

/** The part of a recipe that has arrived while the reply is still streaming. */
export interface RecipePreview {
  name?: string;
  description?: string;
  ingredients: RecipeIngredient[];
  instructions: string[];
}

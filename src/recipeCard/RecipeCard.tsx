import styled from 'styled-components';
import { memo, type ReactNode } from 'react';
import { ingredientLine } from '../core/recipe/ingredientLine';
import type { RecipePreview } from '../core/recipe/recipeTypes';
import { recipeTimesLine } from '../core/recipe/recipeTimesLine';
import { colors } from '../styles/themes';
import { useCardText } from './cardTexts';
import type { RecipeLanguage } from '../core/language/recipeLanguages';

/** The recipe's name: the results hand focus to it when a recipe is shown. */
export const RECIPE_NAME_ID = 'recipe-name';

const Name = styled.h3`
  margin: 0.5rem 0;
  font-size: clamp(1.3rem, 5vw, 1.5rem);
  color: ${colors.accent};
`;

const Description = styled.p`
  margin: 0 0 1rem;
`;

const Times = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  color: ${colors.mutedText};
`;

// Each section's heading row keeps one height whether or not a control sits beside it (the cook's servings), so
// a streamed card and the finished one line up.
const SectionTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 44px;
  margin: 1rem 0 0.5rem;
`;

const Serves = styled.span`
  font-weight: 600;
  color: ${colors.mutedText};
`;

const SubHeading = styled.h4`
  margin: 0;
  font-size: 1.1rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.25rem;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  font-size: 1.075rem;
  line-height: 1.6;

  li + li {
    margin-top: 0.75rem;
  }
`;

// Long words and URLs in a model's text wrap instead of widening the page.
const Card = styled.article`
  padding: 1rem 1.25rem 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  overflow-wrap: anywhere;
`;

// Ingredients beside the steps where there is room for both, above them on a phone.
const Columns = styled.div`
  @media (min-width: 48rem) {
    display: grid;
    grid-template-columns: minmax(14rem, 2fr) 3fr;
    gap: 2rem;
    align-items: start;
  }
`;

interface RecipeCardProps {
  recipe: RecipePreview;
  /** The language the recipe was asked in: its lines are read by that language's rules, whatever the page's. */
  language: RecipeLanguage;
  /** Each ingredient's line as the card shows it (scaled, with whether the cook has it); the spec's line by default. */
  renderIngredient?: (index: number) => ReactNode;
  /** Above the ingredients: what the cook must see first (a warning). */
  beforeIngredients?: ReactNode;
  /** Beside the Ingredients heading: the control that changes them (servings); "Serves 2" by default. */
  ingredientsControl?: ReactNode;
  /** Under the ingredients: the recipe's tools, placed where they move nothing the cook is reading. */
  afterIngredients?: ReactNode;
  /** Above the steps: facts the cook needs while cooking (safe temperatures). */
  beforeInstructions?: ReactNode;
  /** Each step as the card shows it (with a warning under it); the step's text by default. */
  renderInstruction?: (index: number) => ReactNode;
}

/** A whole recipe, or the part of one that has streamed in so far (sections appear as they arrive). */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  language,
  renderIngredient,
  beforeIngredients,
  ingredientsControl,
  afterIngredients,
  beforeInstructions,
  renderInstruction,
}: RecipeCardProps) {
  const text = useCardText();
  const lines = recipe.ingredients.map((ingredient) => ingredientLine(ingredient, language));
  const shown = lines.flatMap((line, index) => (line ? [index] : []));
  const times = recipeTimesLine(recipe);
  const serves = recipe.servings !== undefined && <Serves>{text('card.serves', { servings: recipe.servings })}</Serves>;
  return (
    <Card aria-labelledby={RECIPE_NAME_ID}>
      {recipe.name !== undefined && (
        <Name id={RECIPE_NAME_ID} tabIndex={-1}>
          {recipe.name}
        </Name>
      )}
      {recipe.description !== undefined && <Description>{recipe.description}</Description>}
      {times && <Times>{times}</Times>}
      {beforeIngredients}
      <Columns>
        {shown.length > 0 && (
          <div>
            <SectionTop>
              <SubHeading>{text('card.ingredients')}</SubHeading>
              {ingredientsControl ?? serves}
            </SectionTop>
            <List>
              {shown.map((index) => (
                <li key={index}>{renderIngredient ? renderIngredient(index) : lines[index]}</li>
              ))}
            </List>
            {afterIngredients}
          </div>
        )}
        {recipe.instructions.length > 0 && (
          <div>
            <SectionTop>
              <SubHeading>{text('card.instructions')}</SubHeading>
            </SectionTop>
            {beforeInstructions}
            <Steps>
              {recipe.instructions.map((step, index) => (
                <li key={index}>{renderInstruction ? renderInstruction(index) : step}</li>
              ))}
            </Steps>
          </div>
        )}
      </Columns>
    </Card>
  );
});

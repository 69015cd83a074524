import styled from 'styled-components';
import type { RecipeIngredient, RecipePreview } from '../recipeTypes';
import { recipeFactsLine } from '../recipeFactsLine';
import { FOCUS_TARGET_IDS } from './useResultsFocus';

const Name = styled.h3`
  margin: 0.5rem 0;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.accent};
`;

const Description = styled.p`
  margin: 0 0 1rem;
`;

const Facts = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const SubHeading = styled.h4`
  margin: 1.25rem 0 0.5rem;
  font-size: 1.1rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.5rem;

  li + li {
    margin-top: 0.4rem;
  }
`;

// Long words and URLs in a model's text wrap instead of widening the page.
const Card = styled.article`
  overflow-wrap: anywhere;
`;

/** The spec's rendering: "measurement name" per ingredient, skipping entries with neither. */
export function ingredientLine({ measurement, name }: RecipeIngredient): string {
  return [measurement.trim(), name.trim()].filter(Boolean).join(' ');
}

/** A whole recipe, or the part of one that has streamed in so far (sections appear as they arrive). */
export function RecipeCard({ recipe }: { recipe: RecipePreview }) {
  const lines = recipe.ingredients.map(ingredientLine).filter(Boolean);
  const facts = recipeFactsLine(recipe);
  return (
    <Card aria-labelledby={FOCUS_TARGET_IDS.recipeName}>
      {recipe.name !== undefined && (
        <Name id={FOCUS_TARGET_IDS.recipeName} tabIndex={-1}>
          {recipe.name}
        </Name>
      )}
      {recipe.description !== undefined && <Description>{recipe.description}</Description>}
      {facts && <Facts>{facts}</Facts>}
      {lines.length > 0 && (
        <>
          <SubHeading>Ingredients</SubHeading>
          <List>
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </List>
        </>
      )}
      {recipe.instructions.length > 0 && (
        <>
          <SubHeading>Instructions</SubHeading>
          <Steps>
            {recipe.instructions.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </Steps>
        </>
      )}
    </Card>
  );
}

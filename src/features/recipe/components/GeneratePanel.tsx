import { useRef } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { Button } from '../../../components/Button';
import { selectRecipeButtonDisabled } from '../recipeSlice';
import { useRecipeControls } from './RecipeRequestControls';
import { FOCUS_TARGET_IDS } from './useResultsFocus';
import { useScrollToResults } from '../../../components/useScrollToResults';
import { useOffScreenBelow } from './useOffScreenBelow';
import { QUICK_BAR_HEIGHT_PX } from '../../../styles/layout';
import { colors } from '../../../styles/themes';
import { useRecipeText } from './recipeTexts';

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 2rem;
  padding: 1.25rem 1.5rem;
  border-radius: 12px;
  background: ${colors.surface};
  border: 1px solid ${colors.border};

  @media (max-width: 40rem) {
    gap: 0.5rem 1rem;
    padding: 0.75rem 1rem;
  }
`;

// A slim bar at the bottom of the screen, only while the panel's button is below it: on a phone "Get a recipe" is
// on screen from the 3rd ingredient on, and nothing of the list is ever under it once the list is scrolled to.
// A shortcut for the eye and the thumb: assistive technology and the keyboard meet the panel's button, the one
// "Get a recipe" they are told about.
const QuickBar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 5;
  display: flex;
  justify-content: center;
  padding: 0.5rem 1rem calc(0.5rem + env(safe-area-inset-bottom));
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  box-shadow: 0 -2px 12px rgb(0 0 0 / 0.15);

  @media print {
    display: none;
  }
`;

const QuickButton = styled(Button)`
  width: min(100%, 24rem);
`;

const Heading = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`;

/** "Ready for a recipe?", with its button. */
export function GeneratePanel() {
  const text = useRecipeText();
  const disabled = useAppSelector(selectRecipeButtonDisabled);
  const { request } = useRecipeControls();
  const scrollToResults = useScrollToResults();
  const button = useRef<HTMLButtonElement>(null);
  const buttonBelowScreen = useOffScreenBelow(button, QUICK_BAR_HEIGHT_PX);

  const getRecipe = () => {
    if (disabled) return;
    request();
    scrollToResults();
  };

  return (
    <Panel aria-labelledby="generate-heading">
      <div>
        <Heading id="generate-heading">{text('generate.heading')}</Heading>
        <Text>{text('generate.intro')}</Text>
      </div>
      {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-journey. */}
      <Button ref={button} id={FOCUS_TARGET_IDS.getRecipe} type="button" onClick={getRecipe} aria-disabled={disabled}>
        {text('generate.getRecipe')}
      </Button>
      {buttonBelowScreen && (
        <QuickBar aria-hidden="true" data-quick-bar>
          <QuickButton type="button" tabIndex={-1} onClick={getRecipe} aria-disabled={disabled}>
            {text('generate.getRecipe')}
          </QuickButton>
        </QuickBar>
      )}
    </Panel>
  );
}

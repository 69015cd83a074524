import styled from 'styled-components';
import { useAppDispatch } from '../../../app/withTypes';
import { TextInput } from '../../../components/TextInput';
import { useText } from '../../../i18n/useText';
import { colors } from '../../../styles/themes';
import { ingredientRuleText } from '../../ingredients/ingredientRuleText';
import { seenFoodRenamed, seenFoodTicked, type SeenFood } from '../photoSlice';
import { usePhotoText } from './photoTexts';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.6rem;
  padding: 0.4rem 0;
`;

const Tick = styled.input`
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${colors.accent};
`;

const Name = styled(TextInput)`
  flex: 1 1 10rem;
  min-width: 0;
`;

const Unsure = styled.span`
  color: ${colors.mutedText};
  font-style: italic;
`;

const Refusal = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${colors.danger};
`;

/** One food the photo showed: a tick to add it, its name to correct, and why the list refused it, if it did. */
export function SeenFoodRow({ food, number }: { food: SeenFood; number: number }) {
  const dispatch = useAppDispatch();
  const text = usePhotoText();
  const firstScreenText = useText();
  const refusalId = `seen-food-${food.id}-refusal`;
  const describedBy = food.refusedFor ? refusalId : undefined;
  return (
    <Row>
      <Tick
        type="checkbox"
        checked={food.ticked}
        aria-label={food.name.trim() || text('photo.unnamed', { number })}
        aria-describedby={describedBy}
        onChange={(event) => dispatch(seenFoodTicked({ id: food.id, ticked: event.target.checked }))}
      />
      <Name
        type="text"
        value={food.name}
        autoComplete="off"
        aria-label={text('photo.nameLabel', { number })}
        aria-invalid={food.refusedFor !== null}
        aria-describedby={describedBy}
        onChange={(event) => dispatch(seenFoodRenamed({ id: food.id, name: event.target.value }))}
      />
      {food.unsure && <Unsure>{text('photo.notSure')}</Unsure>}
      {food.refusedFor && <Refusal id={refusalId}>{ingredientRuleText(firstScreenText, food.refusedFor)}</Refusal>}
    </Row>
  );
}

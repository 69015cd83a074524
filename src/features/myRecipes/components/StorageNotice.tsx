import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { selectRecipeStorage } from '../myRecipesSlice';
import { useMyRecipesText } from './myRecipesTexts';
import { colors } from '../../../styles/themes';

const Notice = styled.p`
  margin: 0.5rem 0 0;
  color: ${colors.mutedText};
`;

/** The one line that says recipes cannot be kept on this device, once the database has refused. */
export function StorageNotice() {
  const unavailable = useAppSelector(selectRecipeStorage) === 'unavailable';
  const text = useMyRecipesText();
  return <Notice role="status">{unavailable ? text('myRecipes.storageUnavailable') : ''}</Notice>;
}

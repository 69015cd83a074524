import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectRecipeStorage, STORAGE_UNAVAILABLE_LINE } from '../myRecipesSlice';
import { colors } from '../../../styles/themes';

const Notice = styled.p`
  margin: 0.5rem 0 0;
  color: ${colors.mutedText};
`;

/** The one line that says recipes cannot be kept on this device, once the database has refused. */
export function StorageNotice() {
  const unavailable = useAppSelector(selectRecipeStorage) === 'unavailable';
  return <Notice role="status">{unavailable ? STORAGE_UNAVAILABLE_LINE : ''}</Notice>;
}

import styled from 'styled-components';
import { TextInput } from './TextInput';

/** A drop-down choice, drawn and focused like the text inputs. */
export const Select = styled(TextInput).attrs({ as: 'select' })`
  min-width: 8rem;
`;

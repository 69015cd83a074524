import styled from 'styled-components';
import { SecondaryButton } from '../../../components/SecondaryButton';

/** A row of cook mode's voice controls (Read aloud, Listen), wrapping on a narrow screen. */
export const VoiceControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** An on/off switch (role="switch", its state in aria-checked), filled while on. */
export const VoiceSwitch = styled(SecondaryButton).attrs({ type: 'button', role: 'switch' })`
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

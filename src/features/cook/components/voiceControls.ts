import styled from 'styled-components';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { colors } from '../../../styles/themes';

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
    background: ${colors.accent};
    color: ${colors.onAccent};
    border-color: ${colors.accent};
  }
`;

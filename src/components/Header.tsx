import styled from 'styled-components';
import { ModelSettingsButton } from '../features/settings/ModelSettingsButton';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { HEADER_HEIGHT_PX } from '../styles/GlobalStyle';
import logoUrl from './chefHat.svg';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  height: ${HEADER_HEIGHT_PX}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tools = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

export const PRODUCT_NAME = 'Personal AI Chef';

export function Header() {
  return (
    <Bar>
      <Brand href="/">
        <img src={logoUrl} alt="Chef's hat logo" width={36} height={36} />
        {PRODUCT_NAME}
      </Brand>
      <Tools>
        <ModelSettingsButton />
        <ThemeToggle />
      </Tools>
    </Bar>
  );
}

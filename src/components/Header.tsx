import styled from 'styled-components';
import { HEADER_HEIGHT_PX } from '../styles/GlobalStyle';
import logoUrl from './chefHat.svg';
import { lazyComponent } from './lazyComponent';
import { LazyPart } from './LazyPart';
import { useHydrated } from './useHydrated';

// Loaded just after the first screen's code (they do nothing before it runs), so they are not in its download.
export const HeaderControlsOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "header-controls" */ './HeaderControls').then((module) => module.HeaderControls),
);

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
  min-height: 44px;
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
  const hydrated = useHydrated();
  return (
    <Bar>
      <Brand href="/">
        <img src={logoUrl} alt="Chef's hat logo" width={36} height={36} />
        {PRODUCT_NAME}
      </Brand>
      <Tools>
        {hydrated && (
          <LazyPart name="the header's buttons" load={HeaderControlsOnDemand.load} floating>
            <HeaderControlsOnDemand />
          </LazyPart>
        )}
      </Tools>
    </Bar>
  );
}

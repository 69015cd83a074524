import styled from 'styled-components';
import { HEADER_HEIGHT_PX } from '../styles/layout';
import logoUrl from './chefHat.svg';
import { lazyComponent } from './lazyComponent';
import { LazyPart } from './LazyPart';
import { useHydrated } from './useHydrated';
import { colors } from '../styles/themes';

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
  gap: 0.5rem;
  padding: 0 1rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

const Tools = styled.div`
  flex-shrink: 0;
  display: flex;
  gap: 0.25rem;
  min-height: 44px;

  @media (min-width: 30rem) {
    gap: 0.5rem;
  }
`;

// One line from 360 px up; on the narrowest phones the title may wrap rather than push the buttons off screen.
const Brand = styled.a`
  min-width: 0;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: clamp(1rem, 4.6vw, 1.25rem);
  line-height: 1.15;
  font-weight: 700;
  color: ${colors.text};
  text-decoration: none;
`;

const Logo = styled.img`
  flex-shrink: 0;

  @media (max-width: 30rem) {
    width: 30px;
    height: 30px;
  }
`;

export const PRODUCT_NAME = 'Personal AI Chef';

export function Header() {
  const hydrated = useHydrated();
  return (
    <Bar>
      <Brand href="/">
        <Logo src={logoUrl} alt="Chef's hat logo" width={36} height={36} />
        {PRODUCT_NAME}
      </Brand>
      <Tools>
        {hydrated && (
          <LazyPart name="the header's buttons" retry={HeaderControlsOnDemand.retry} floating>
            <HeaderControlsOnDemand />
          </LazyPart>
        )}
      </Tools>
    </Bar>
  );
}

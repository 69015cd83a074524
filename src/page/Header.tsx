import styled from 'styled-components';
import { HEADER_HEIGHT_PX } from '../styles/layout';
import logoUrl from './chefHat.svg';
import { OnDemand } from '../components/OnDemand';
import { colors } from '../styles/themes';
import { useText } from '../i18n/useText';

declare module '../components/OnDemand' {
  interface LazyPartProps {
    /** The header's buttons: they do nothing before the scripts run, so they are not in the first download. */
    headerControls: object;
  }
}

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

export function Header() {
  const text = useText();
  return (
    <Bar>
      <Brand href="/">
        <Logo src={logoUrl} alt={text('header.logo')} width={36} height={36} />
        {text('header.productName')}
      </Brand>
      <Tools>
        <OnDemand part="headerControls" floating />
      </Tools>
    </Bar>
  );
}

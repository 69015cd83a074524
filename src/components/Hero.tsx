import styled from 'styled-components';
import { colors } from '../styles/themes';
import { useText } from '../i18n/useText';

const Wrapper = styled.section`
  padding: 2rem 0 1.5rem;
`;

const Title = styled.h1`
  margin: 0 0 0.75rem;
  font-size: clamp(1.75rem, 5vw, 2.5rem);
`;

const Intro = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${colors.mutedText};
`;

export function Hero() {
  const text = useText();
  return (
    <Wrapper aria-labelledby="welcome-heading">
      <Title id="welcome-heading">{text('welcome.heading')}</Title>
      <Intro>{text('welcome.intro')}</Intro>
    </Wrapper>
  );
}

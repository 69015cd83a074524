import styled from 'styled-components';
import { colors } from '../styles/themes';

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
  return (
    <Wrapper aria-labelledby="welcome-heading">
      <Title id="welcome-heading">Welcome to your personal AI chef</Title>
      <Intro>
        Tell me what is in your kitchen. List at least three ingredients you have on hand and I will suggest a recipe
        you can cook with them.
      </Intro>
    </Wrapper>
  );
}

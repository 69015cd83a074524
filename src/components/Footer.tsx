import styled from 'styled-components';
import { colors } from '../styles/themes';

export const COPYRIGHT_YEAR = 2023;
export const SOURCE_REPOSITORY_URL = 'https://github.com/personal-ai-chef/personal-ai-chef';

const Bar = styled.footer`
  margin-top: 3rem;
  padding: 1.5rem 1rem;
  border-top: 1px solid ${colors.border};
  text-align: center;
  color: ${colors.mutedText};
`;

export function Footer() {
  return (
    <Bar>
      <p>
        © {COPYRIGHT_YEAR} Personal AI Chef. <a href={SOURCE_REPOSITORY_URL}>Source code on GitHub</a>
      </p>
    </Bar>
  );
}

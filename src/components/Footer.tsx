import styled from 'styled-components';
import { colors } from '../styles/themes';
import { useText } from '../i18n/useText';

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
  const text = useText();
  return (
    <Bar>
      <p>
        {text('footer.copyright', { year: COPYRIGHT_YEAR })}{' '}
        <a href={SOURCE_REPOSITORY_URL}>{text('footer.sourceCode')}</a>
      </p>
    </Bar>
  );
}

import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors } from '../styles/themes';
import type { MessageId } from '../i18n/catalogueSources';

export const COPYRIGHT_YEAR = 2023;
export const SOURCE_REPOSITORY_URL = 'https://github.com/personal-ai-chef/personal-ai-chef';

const Bar = styled.footer`
  margin-top: 3rem;
  padding: 1.5rem 1rem;
  border-top: 1px solid ${colors.border};
  text-align: center;
  color: ${colors.mutedText};
`;

/** The link in the footer's sentence; Lingui hands it the words between <0> and </0>. */
const SourceLink = ({ children }: { children?: ReactNode }) => <a href={SOURCE_REPOSITORY_URL}>{children}</a>;

export function Footer() {
  return (
    <Bar>
      <p>
        <Trans
          id={'footer.copyright' satisfies MessageId}
          values={{ year: COPYRIGHT_YEAR }}
          components={{ 0: <SourceLink /> }}
        />
      </p>
    </Bar>
  );
}

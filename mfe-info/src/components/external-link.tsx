import type { AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@norsecraft/shared';
import { t } from '../lib/i18n';

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-underline-offset: 3px;
`;

/** A link to another site: new tab, no opener, and says so to screen-reader users. */
export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Anchor target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden>{t('link.newTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** Same, drawn as a primary button (Vote, Visit Store, Game Wiki). */
export const ExternalButtonLink = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  &:hover {
    filter: brightness(1.08);
  }
`;

import { useState } from 'react';
import styled, { css } from 'styled-components';
import { CURRENT_VERSION } from '../changelog';
import { VersionPanel } from './version-panel';
import { t } from '../../../lib/i18n';

export type VersionPlacement = 'bar' | 'footer';

const Button = styled.button<{ $placement: VersionPlacement }>`
  background: none;
  cursor: pointer;

  ${({ $placement, theme }) =>
    $placement === 'bar'
      ? css`
          /* On a phone the bar's left end is the wordmark's: the version is in the footer. */
          display: none;
          padding: 2px ${theme.space(2)};
          min-height: 28px;
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.pill};
          color: ${theme.colors.textMuted};
          font-family: ${theme.fonts.mono};
          font-size: 0.75rem;

          &:hover {
            color: ${theme.colors.text};
            border-color: ${theme.colors.primary};
          }

          @media (min-width: ${theme.breakpoints.sm}) {
            display: inline-block;
          }
        `
      : css`
          min-height: 44px;
          padding: 0 ${theme.space(2)};
          border: 0;
          color: ${theme.colors.accent};
          font: inherit;
          text-decoration: underline;
        `}
`;

/**
 * The site's version, which opens the version history: a label at the bar's left end (from the
 * `sm` width) and a link in the footer (every width).
 */
export function VersionButton({ placement }: { placement: VersionPlacement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        $placement={placement}
        onClick={() => setOpen(true)}
        aria-label={
          placement === 'bar' ? t('version.bar', { version: CURRENT_VERSION }) : undefined
        }
      >
        {placement === 'bar' ? CURRENT_VERSION : t('version.footer', { version: CURRENT_VERSION })}
      </Button>
      <VersionPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

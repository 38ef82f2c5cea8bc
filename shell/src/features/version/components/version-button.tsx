import { useState } from 'react';
import styled from 'styled-components';
import { CURRENT_VERSION } from '../changelog';
import { VersionPanel } from './version-panel';

const Button = styled.button`
  padding: 2px ${({ theme }) => theme.space(2)};
  min-height: 28px;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.75rem;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The site's version in the top bar; opens the version history. */
export function VersionButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Version ${CURRENT_VERSION}: show version history`}
      >
        {CURRENT_VERSION}
      </Button>
      <VersionPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

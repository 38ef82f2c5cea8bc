import styled, { css } from 'styled-components';
import type { ServerStatus } from '../lib/server-status';
import { VisuallyHidden } from './visually-hidden';
import { t } from '../i18n/shared-messages';

const Badge = styled.span<{ $online: boolean; $known: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  /* Room for the longest label, so nothing moves when the answer comes in. */
  min-width: 11.5em;
  min-height: 1.5em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  transition: opacity 0.2s;

  &::before {
    content: '';
    flex: none;
    width: 0.625em;
    height: 0.625em;
    border-radius: 50%;
    background: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.textMuted)};
    ${({ $online, theme }) =>
      $online &&
      css`
        box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.success} 20%, transparent);
      `}
  }

  /* Until the first answer: the space is kept, nothing is shown. */
  ${({ $known }) =>
    !$known &&
    css`
      opacity: 0;
    `}
`;

export interface ServerStatusBadgeProps {
  /** Undefined until the first answer: the badge keeps its place and shows nothing. */
  status: ServerStatus | undefined;
  className?: string;
}

/** 'Online · 37/200' or 'Offline', in the page's language. */
function statusLabel(status: ServerStatus): string {
  if (!status.online) return t('status.offline');
  if (status.players_online === null || status.players_max === null) return t('status.online');
  return t('status.onlineCount', { online: status.players_online, max: status.players_max });
}

/**
 * The game server's status, compact: a green dot and 'Online · 37/200', or a grey one and
 * 'Offline'. Takes the colour of its text from where it sits.
 */
export function ServerStatusBadge({ status, className }: ServerStatusBadgeProps) {
  return (
    <Badge
      className={className}
      $online={status?.online === true}
      $known={status !== undefined}
      data-testid="server-status"
      aria-hidden={status === undefined}
    >
      {status && (
        <>
          <VisuallyHidden>{t('status.gameServer')}</VisuallyHidden>
          {statusLabel(status)}
        </>
      )}
    </Badge>
  );
}

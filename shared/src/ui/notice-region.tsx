import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import styled, { css } from 'styled-components';
import { dismissNotice, noticesAtom, type Notice, type NoticeTone } from '../notices/notices';
import type { NoticePlacement } from '../notices/placement';
import { NOTICE_MARGIN_PX, useNoticePlacement } from './use-notice-placement';
import { t } from '../i18n/shared-messages';

const Region = styled.div<{ $placement: NoticePlacement }>`
  position: fixed;
  left: 50%;
  ${({ $placement, theme }) =>
    $placement === 'top'
      ? css`
          top: calc(${theme.navHeight} + ${NOTICE_MARGIN_PX}px);
        `
      : css`
          bottom: ${NOTICE_MARGIN_PX}px;
        `}
  transform: translateX(-50%);
  z-index: 900;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

const Live = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Message = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 36rem;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => toneColour(theme.colors, $tone)};
  border-left-width: 4px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-weight: 600;
  pointer-events: auto;
`;

const Text = styled.p`
  margin: 0;
  flex: 1;
`;

const Dismiss = styled.button`
  flex: none;
  min-width: 24px;
  min-height: 24px;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  font-size: 1.25rem;
  line-height: 1;
`;

function toneColour(
  colors: { success: string; danger: string; info: string },
  tone: NoticeTone,
): string {
  return { success: colors.success, error: colors.danger, info: colors.info }[tone];
}

function Item({ notice }: { notice: Notice }) {
  return (
    <Message $tone={notice.tone} data-tone={notice.tone}>
      <Text>{notice.text}</Text>
      <Dismiss
        type="button"
        aria-label={t('notice.dismiss')}
        onClick={() => dismissNotice(notice.id)}
      >
        ×
      </Dismiss>
    </Message>
  );
}

/**
 * The site's notices (`notify`), stacked at the bottom of the window: where the person is,
 * whatever they scrolled to — or under the top bar when they would cover there what a player
 * needs (KEEP_CLEAR_OF_NOTICES, the control just used and its row) and less of it at the top.
 * Two live regions that are always in the DOM (screen readers only announce changes to a region
 * they already know): errors interrupt, the rest is polite. They carry no role, so a page's own
 * alert or status stays the only one of its kind.
 */
export function NoticeRegion() {
  const notices = useAtomValue(noticesAtom);
  const region = useRef<HTMLDivElement>(null);
  const placement = useNoticePlacement(region, notices.length);
  return (
    <Region ref={region} $placement={placement} data-placement={placement}>
      <Live aria-live="assertive" data-notices="error">
        {notices
          .filter((notice) => notice.tone === 'error')
          .map((notice) => (
            <Item key={notice.id} notice={notice} />
          ))}
      </Live>
      <Live aria-live="polite" data-notices="other">
        {notices
          .filter((notice) => notice.tone !== 'error')
          .map((notice) => (
            <Item key={notice.id} notice={notice} />
          ))}
      </Live>
    </Region>
  );
}

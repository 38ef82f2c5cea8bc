import { Button, siteConfig, StrokeIcon, VisuallyHidden } from '@norsecraft/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fetchPresenceCount, PRESENCE_REFRESH_MS } from '../api/presence';
import { whenIdle } from '../../../lib/when-idle';
import { t } from '../../../lib/i18n';

// A speech bubble and a cross, drawn: there is no emoji font on many systems.
const CHAT_PATH = 'M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5';
const CLOSE_PATH = 'M6 6l12 12M18 6L6 18';

// Below xl the page has no side margin for a floating button, so the toggle sits in the slot the
// top bar keeps free at its right end and the panel opens under it; from xl it floats bottom-right
// beside the page, in the margin.
const Dock = styled.div`
  position: fixed;
  top: ${({ theme }) => `calc((${theme.navHeight} - 44px) / 2)`};
  right: ${({ theme }) => theme.space(3)};
  z-index: 800;
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    top: auto;
    right: ${({ theme }) => theme.space(4)};
    bottom: ${({ theme }) => theme.space(4)};
    flex-direction: column;
  }
`;

const Toggle = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    width: 56px;
    height: 56px;
  }
`;

const CountBadge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.successText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 22px;
`;

const Panel = styled.section`
  width: 350px;
  max-width: calc(100vw - 32px);
  background: #1e1f22;
  color: #f2f3f5;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: hidden;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: 0.875rem;

  a {
    color: #c9cdfb;
    font-weight: 600;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 350px;
  max-width: 100%;
  height: 500px;
  max-height: calc(100vh - 200px);
  border: 0;
`;

const Unreachable = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  width: 350px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space(5)};

  p {
    margin: 0;
  }
`;

/** The chat host answered (the frame can show), did not, or has not been asked yet. */
type Reach = 'unknown' | 'reachable' | 'unreachable';

/**
 * Floating chat-platform widget: a toggle with the online count, and a panel with the dark
 * widget frame and the invite link. The count refreshes every 5 minutes. When the chat's host
 * cannot be reached (its widget JSON does not answer), the panel says so and links to the chat
 * instead of showing the browser's error page in the frame.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [reach, setReach] = useState<Reach>('unknown');
  const panelId = useId();
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    const signal = controller.current?.signal;
    return fetchPresenceCount(siteConfig.chatWidgetJsonUrl, signal)
      .then((online) => {
        setCount(online);
        setReach('reachable');
      })
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        console.warn('[chat widget] presence fetch failed', error);
        setReach('unreachable');
      });
  }, []);

  useEffect(() => {
    controller.current = new AbortController();
    // The count is not first-screen content: asked for once the page has loaded and is idle.
    const first = whenIdle(() => void refresh());
    const timer = window.setInterval(refresh, PRESENCE_REFRESH_MS);
    return () => {
      controller.current?.abort();
      first.cancel();
      window.clearInterval(timer);
    };
  }, [refresh]);

  function toggle() {
    // Opened before the first answer: ask now, so the panel knows what it can show.
    if (!open && reach !== 'reachable') void refresh();
    setOpen((value) => !value);
  }

  const online = count === null ? null : t('chat.online', { count });

  return (
    <Dock>
      {open && (
        <Panel id={panelId} aria-label={t('chat.title')}>
          <PanelHeader>
            <span data-testid="chat-presence">{online ?? t('chat.title')}</span>
            <a href={siteConfig.chatInviteUrl} target="_blank" rel="noreferrer">
              {t('chat.join')}
            </a>
          </PanelHeader>
          {reach === 'unreachable' ? (
            <Unreachable role="status">
              <p>{t('chat.unreachable')}</p>
              <a href={siteConfig.chatInviteUrl} target="_blank" rel="noreferrer">
                {t('chat.open')}
              </a>
              <Button variant="secondary" size="sm" onClick={() => void refresh()}>
                {t('chat.retry')}
              </Button>
            </Unreachable>
          ) : (
            <Frame
              title={t('chat.frame')}
              src={siteConfig.chatWidgetFrameUrl}
              width={350}
              height={500}
              sandbox="allow-popups allow-popups-to-escape-sandbox allow-same-origin allow-scripts"
            />
          )}
        </Panel>
      )}
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        {/* A text name, not aria-label, so it contains the visible count (WCAG 2.5.3). */}
        <VisuallyHidden>{open ? t('chat.hide') : t('chat.show')}</VisuallyHidden>
        <StrokeIcon path={open ? CLOSE_PATH : CHAT_PATH} width={26} strokeWidth={2} />
        {count !== null && (
          <CountBadge>
            {count}
            <VisuallyHidden>{t('chat.onlineSuffix')}</VisuallyHidden>
          </CountBadge>
        )}
      </Toggle>
    </Dock>
  );
}

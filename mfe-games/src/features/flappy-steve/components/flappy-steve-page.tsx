import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  dismissNotices,
  KEEP_CLEAR_OF_NOTICES,
  Page,
  PageHeader,
  RichText,
  useResolvedThemeMode,
  useSessionUser,
} from '@norsecraft/shared';
import { getOrCreateGuestSaveKey } from '../../../lib/guest-save-key';
import { startFlappyRun } from '../../../api/submit-score';
import { SCORE_NOTICE, useLeaderboard, useSubmitScore } from '../../../api/use-leaderboard';
import { Leaderboard } from '../../../components/leaderboard';
import { SubmitScoreDialog } from '../../../components/submit-score-dialog';
import { FLAPPY_PALETTES } from '../lib/draw-frame';
import { commandOfKey } from '../lib/keys';
import { STAGE_RATIO } from '../lib/stage-fit';
import { useFlappyGame } from './use-flappy-game';
import { useStageFit } from './use-stage-fit';
import { t } from '../../../lib/i18n';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  }
`;

const Game = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
`;

/**
 * Fills the column, keeps 600:500, and ends with the hint under it inside the visible viewport
 * (useStageFit measures where it starts; the first paint guesses).
 */
const Stage = styled.div`
  width: min(100%, calc(var(--stage-max-height, calc(100svh - 320px)) * ${STAGE_RATIO}));
  min-width: min(100%, 280px);
  aspect-ratio: 600 / 500;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.md};
  touch-action: manipulation;
  /* Every tap is a jump: no highlight flashing over the playfield. */
  -webkit-tap-highlight-color: transparent;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }

  canvas {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
`;

const Score = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
  text-align: center;
`;

// Keys on these keep their own meaning: a field takes every letter, and Space presses a focused
// button or link (P and Escape still pause there).
const TYPING = 'input, textarea, select, [contenteditable="true"]';
const OWN_SPACE = `${TYPING}, button, a[href]`;

function statusText(status: string, paused: boolean, score: number): string {
  if (paused) return t('flappy.paused');
  if (status === 'over' && score === 0) return t('flappy.overZero');
  if (status === 'over') return t('flappy.over', { score });
  if (status === 'ready') return t('flappy.ready');
  return '';
}

export function FlappyStevePage() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const palette = FLAPPY_PALETTES[useResolvedThemeMode()];
  const signedIn = useSessionUser() !== null;
  // The server's clock for the current game: its score is capped by the time since it started.
  const runRef = useRef<Promise<string | null>>(Promise.resolve(null));
  const onGameStart = useCallback(() => {
    // The last run's "Score submitted" is over: it would sit on the new one.
    dismissNotices(SCORE_NOTICE);
    const guestKey = signedIn ? null : getOrCreateGuestSaveKey(window.localStorage);
    runRef.current = startFlappyRun(guestKey).catch((error: unknown) => {
      // The game plays on; submitting its score is then refused with a reason.
      console.warn('Starting the game on the server failed', error);
      return null;
    });
  }, [signedIn]);
  const { snapshot, act, togglePause, restart } = useFlappyGame(canvasRef, palette, onGameStart);
  const leaderboard = useLeaderboard('flappy_steve');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { status, score, paused, best } = snapshot;
  const playAgainRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);
  useStageFit(stageRef, hintRef, barRef);

  // The Submit Score button that opened the dialog is gone: keep keyboard focus on the game bar.
  useEffect(() => {
    if (submitted) playAgainRef.current?.focus();
  }, [submitted]);

  useEffect(() => {
    if (dialogOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandOfKey(event);
      if (!command || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.(command === 'fly' ? OWN_SPACE : TYPING)) return;
      if (command === 'pause') {
        // Escape keeps its meaning for the page when there is no flight to pause.
        if (!event.repeat && togglePause()) event.preventDefault();
        return;
      }
      event.preventDefault(); // no page scroll
      if (!event.repeat) act();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [act, togglePause, dialogOpen]);

  const pauseButton = useCallback(() => {
    togglePause();
    // Back to the game, so Space flies again instead of pressing this button.
    if (paused) stageRef.current?.focus();
  }, [togglePause, paused]);

  const playAgain = useCallback(() => {
    dismissNotices(SCORE_NOTICE);
    restart();
    setSubmitted(false);
    stageRef.current?.focus();
  }, [restart]);

  const { mutateAsync: submitScore } = useSubmitScore();
  const onSubmit = useCallback(
    async (name: string) => {
      await submitScore({
        game: 'flappy_steve',
        username: name,
        score,
        guestKey: signedIn ? null : getOrCreateGuestSaveKey(window.localStorage),
        runId: await runRef.current,
      });
      setSubmitted(true);
      setDialogOpen(false);
    },
    [score, signedIn, submitScore],
  );

  return (
    <Page>
      <PageHeader title={t('flappy.title')} subtitle={t('flappy.subtitle')} />
      <Layout>
        <Game aria-label={t('flappy.game')} {...KEEP_CLEAR_OF_NOTICES}>
          <Bar ref={barRef}>
            <Score>
              <RichText
                text={t('flappy.score', { score })}
                parts={{ score: (text) => <strong data-testid="flappy-score">{text}</strong> }}
              />
            </Score>
            <Score>
              <RichText
                text={t('flappy.best', { score: best })}
                parts={{ score: (text) => <strong data-testid="flappy-best">{text}</strong> }}
              />
            </Score>
            {status === 'playing' && (
              <Button
                variant="secondary"
                size="sm"
                aria-keyshortcuts="P Escape"
                onClick={pauseButton}
              >
                {paused ? t('flappy.continue') : t('flappy.pause')}
              </Button>
            )}
            {status === 'over' && (
              <>
                {/* The leaderboard takes scores of 1 and more (the database refuses 0). */}
                {!submitted && score > 0 && (
                  <Button onClick={() => setDialogOpen(true)}>{t('flappy.submit')}</Button>
                )}
                <Button ref={playAgainRef} variant="secondary" onClick={playAgain}>
                  {t('flappy.playAgain')}
                </Button>
              </>
            )}
          </Bar>
          <Stage
            ref={stageRef}
            tabIndex={0}
            role="application"
            aria-label={t('flappy.stage')}
            aria-describedby="flappy-status"
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              act();
            }}
          >
            <canvas ref={canvasRef} width={600} height={500} />
          </Stage>
          <Hint id="flappy-status" role="status" ref={hintRef}>
            {statusText(status, paused, score)}
          </Hint>
        </Game>
        <Leaderboard title={t('flappy.top')} query={leaderboard} />
      </Layout>
      <SubmitScoreDialog
        open={dialogOpen}
        score={score}
        onClose={() => setDialogOpen(false)}
        onSubmit={onSubmit}
      />
    </Page>
  );
}

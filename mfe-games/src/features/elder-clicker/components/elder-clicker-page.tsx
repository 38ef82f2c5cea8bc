import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  useSessionUser,
} from '@norsecraft/shared';
import { Leaderboard } from '../../../components/leaderboard';
import { SubmitScoreDialog } from '../../../components/submit-score-dialog';
import { useLeaderboard, useSubmitScore } from '../../../api/use-leaderboard';
import { LeaveConfirmDialog } from './leave-confirm-dialog';
import { useLeaveGuard } from './use-leave-guard';
import type { SaveOwner } from '../api/clicker-saves';
import {
  UPGRADE_KINDS,
  canAfford,
  pointsPerClick,
  pointsPerTick,
  upgradeCost,
  upgradeLevel,
  type UpgradeKind,
} from '../lib/clicker';
import { getOrCreateGuestSaveKey } from '../../../lib/guest-save-key';
import { ClickerPanel } from './clicker-panel';
import { UpgradeCard } from './upgrade-card';
import { useElderClicker } from './use-elder-clicker';
import { t } from '../../../lib/i18n';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Upgrades = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const UpgradesTitle = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

function useSaveOwner(): SaveOwner {
  const userId = useSessionUser()?.id ?? null;
  return useMemo(
    () =>
      userId
        ? { kind: 'user', userId }
        : {
            kind: 'guest',
            // Rendered to HTML on the server there is no storage (and no save to load).
            saveKey:
              typeof window === 'undefined' ? '' : getOrCreateGuestSaveKey(window.localStorage),
          },
    [userId],
  );
}

export function ElderClickerPage() {
  const owner = useSaveOwner();
  const { state, status, dispatch, retry } = useElderClicker(owner);
  const leaderboard = useLeaderboard('elder_clicker');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const strikeRef = useRef<HTMLButtonElement>(null);

  // The Submit Score button that opened the dialog is gone: keep keyboard focus in the game.
  useEffect(() => {
    if (submitted) strikeRef.current?.focus();
  }, [submitted]);

  const unsubmitted = status === 'ready' && state.score > 0 && !submitted;
  const leave = useLeaveGuard(unsubmitted);

  const onClick = useCallback(() => dispatch({ type: 'click' }), [dispatch]);
  const onBuy = useCallback((kind: UpgradeKind) => dispatch({ type: 'buy', kind }), [dispatch]);
  const { mutateAsync: submitScore } = useSubmitScore();

  const onSubmit = useCallback(
    async (name: string) => {
      await submitScore({
        game: 'elder_clicker',
        username: name,
        score: state.score,
        guestKey: owner.kind === 'guest' ? owner.saveKey : null,
      });
      setSubmitted(true);
      setDialogOpen(false);
    },
    [owner, state.score, submitScore],
  );

  return (
    <Page>
      <PageHeader
        title={t('clicker.title')}
        subtitle={t('clicker.subtitle')}
        actions={
          !submitted && (
            <Button onClick={() => setDialogOpen(true)} disabled={!unsubmitted}>
              {t('submit.title')}
            </Button>
          )
        }
      />
      <Layout>
        <Main>
          {status === 'loading' && <LoadingState label={t('clicker.loading')} />}
          {status === 'error' && (
            <ErrorState
              title={t('clicker.errorTitle')}
              message={t('clicker.errorMessage')}
              onRetry={retry}
            />
          )}
          {status === 'ready' && (
            <>
              <ClickerPanel
                score={state.score}
                perClick={pointsPerClick(state)}
                perSecond={pointsPerTick(state)}
                onClick={onClick}
                strikeRef={strikeRef}
              />
              <Upgrades aria-labelledby="upgrades-title">
                <UpgradesTitle id="upgrades-title">{t('clicker.upgrades')}</UpgradesTitle>
                {UPGRADE_KINDS.map((kind) => (
                  <UpgradeCard
                    key={kind}
                    kind={kind}
                    level={upgradeLevel(state, kind)}
                    cost={upgradeCost(state, kind)}
                    affordable={canAfford(state, kind)}
                    onBuy={onBuy}
                  />
                ))}
              </Upgrades>
            </>
          )}
        </Main>
        <Leaderboard title={t('clicker.top')} query={leaderboard} />
      </Layout>
      <SubmitScoreDialog
        open={dialogOpen}
        score={state.score}
        onClose={() => setDialogOpen(false)}
        onSubmit={onSubmit}
      />
      <LeaveConfirmDialog
        open={leave.pendingHref !== null}
        score={state.score}
        onStay={leave.cancel}
        onLeave={leave.confirm}
      />
    </Page>
  );
}

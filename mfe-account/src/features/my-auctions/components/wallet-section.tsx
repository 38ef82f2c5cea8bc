import {
  Button,
  Card,
  EmptyState,
  LinkButton,
  movementLabel,
  QueryView,
  Tag,
  withdrawalStateLabel,
  balanceChange,
  formatDateTime,
  formatMoney,
  withdrawalState,
  type GameAccount,
  type Withdrawal,
} from '@norsecraft/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  useCancelWithdrawal,
  useRequestWithdrawal,
  useWallet,
  useWalletHistory,
  useWithdrawals,
} from '../api/use-wallet';
import { WithdrawDialog } from './withdraw-dialog';
import { t } from '../../../lib/i18n';

const Box = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;

  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1rem;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  [data-money] {
    font-family: ${({ theme }) => theme.fonts.mono};
    margin-left: auto;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const signed = (copper: number) =>
  copper === 0 ? '±0c' : `${copper > 0 ? '+' : '−'}${formatMoney(Math.abs(copper))}`;

/** The member's wallet: balance, held in bids, available, withdrawals and the history. */
export function WalletSection({ userId, account }: { userId: string; account: GameAccount }) {
  const headingId = useId();
  const wallet = useWallet(userId, account.player_uuid);
  const [withdrawing, setWithdrawing] = useState(false);
  const request = useRequestWithdrawal(userId);
  return (
    <Box aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{t('wallet.title', { name: account.name })}</h2>
        <Button
          size="sm"
          disabled={!wallet.data || wallet.data.available === 0}
          onClick={() => setWithdrawing(true)}
        >
          {t('wallet.withdraw')}
        </Button>
      </Header>
      <QueryView
        query={wallet}
        loadingLabel={t('wallet.loading')}
        errorTitle={t('wallet.loadFailed')}
      >
        {({ available, held }) => (
          <Figures>
            <div>
              <dt>{t('wallet.balance')}</dt>
              <dd>{formatMoney(available + held)}</dd>
            </div>
            <div>
              <dt>{t('wallet.held')}</dt>
              <dd>{formatMoney(held)}</dd>
            </div>
            <div>
              <dt>{t('wallet.available')}</dt>
              <dd>{formatMoney(available)}</dd>
            </div>
          </Figures>
        )}
      </QueryView>
      <Withdrawals userId={userId} />
      <History userId={userId} />
      {withdrawing && wallet.data && (
        <WithdrawDialog
          available={wallet.data.available}
          withdraw={(amount) => request.mutateAsync(amount)}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </Box>
  );
}

function Withdrawals({ userId }: { userId: string }) {
  const withdrawals = useWithdrawals(userId);
  const cancel = useCancelWithdrawal(userId);
  const shown = (withdrawals.data ?? []).filter(
    (withdrawal) => withdrawalState(withdrawal) !== 'cancelled',
  );
  if (shown.length === 0) return null;
  return (
    <>
      <h3>{t('wallet.withdrawals')}</h3>
      <Rows aria-label={t('wallet.withdrawals')}>
        {shown.map((withdrawal: Withdrawal) => {
          const state = withdrawalState(withdrawal);
          return (
            <li key={withdrawal.id}>
              <Tag $tone={state === 'paid' ? 'success' : 'warning'}>
                {withdrawalStateLabel(state)}
              </Tag>
              <time dateTime={withdrawal.requested_at}>
                {formatDateTime(withdrawal.requested_at)}
              </time>
              <span data-money>{formatMoney(withdrawal.amount)}</span>
              {state === 'waiting' && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={cancel.isPending && cancel.variables === withdrawal.id}
                  onClick={() => cancel.mutate(withdrawal.id)}
                  aria-label={t('wallet.cancelLabel', { amount: formatMoney(withdrawal.amount) })}
                >
                  {t('wallet.cancel')}
                </Button>
              )}
            </li>
          );
        })}
      </Rows>
    </>
  );
}

function History({ userId }: { userId: string }) {
  const history = useWalletHistory(userId);
  return (
    <>
      <h3>{t('wallet.history')}</h3>
      <QueryView
        query={history}
        loadingLabel={t('wallet.historyLoading')}
        errorTitle={t('wallet.historyFailed')}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title={t('wallet.empty')}
            message={t('wallet.emptyText')}
            action={
              <LinkButton to="/auction-house" variant="secondary" size="sm">
                {t('wallet.house')}
              </LinkButton>
            }
          />
        }
      >
        {(rows) => (
          <Rows aria-label={t('wallet.historyLabel')}>
            {rows.map((movement) => (
              <li key={movement.id}>
                <span>{movementLabel(movement.kind)}</span>
                <time dateTime={movement.created_at}>{formatDateTime(movement.created_at)}</time>
                <span data-money>
                  {movement.kind === 'hold' || movement.kind === 'release'
                    ? formatMoney(movement.amount)
                    : signed(balanceChange(movement))}
                </span>
              </li>
            ))}
          </Rows>
        )}
      </QueryView>
    </>
  );
}

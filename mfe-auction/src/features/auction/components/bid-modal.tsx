import {
  Banner,
  Button,
  Field,
  Input,
  LoadingState,
  formatMoney,
  maximumAcceptableBid,
  maximumRaise,
  Modal,
} from '@norsecraft/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  MAX_SUB_COIN,
  coinInputsFor,
  coverProblem,
  minimumAcceptableBid,
  normaliseCoinInputs,
  readBidInputs,
  validateBid,
  type CoinInputs,
} from '../lib/bid';
import type { AuctionListing } from '../lib/types';
import { useGameAccount } from '../api/use-game-account';
import { useWallet } from '../api/use-wallet';
import { t } from '../../../lib/i18n';
import { LinkToBid } from './link-to-bid';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(5)};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  dd[data-money] {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const RaiseRule = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Coins = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FillMinimum = styled(Button)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const NoticeBanner = styled(Banner)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const NO_COINS: CoinInputs = { gold: '', silver: '', copper: '' };

const COIN_FIELDS = [
  { key: 'gold', label: 'bid.gold', max: undefined },
  { key: 'silver', label: 'bid.silver', max: MAX_SUB_COIN },
  { key: 'copper', label: 'bid.copper', max: MAX_SUB_COIN },
] as const;

interface BidModalProps {
  listing: AuctionListing;
  error: string | null;
  submitting: boolean;
  onSubmit: (amount: number) => void;
  onClose: () => void;
}

/**
 * Rendered only while a listing is chosen. The fields open empty: what is typed is the whole bid
 * (8 in gold bids exactly 8g), and "Bid the minimum" fills in the smallest bid the listing
 * accepts. `listing` is the live one: when another bid raises the minimum while the dialog is
 * open, the dialog says so and leaves what was typed. A field left shows its carries (150 silver
 * becomes 1 gold 50 silver), so the fields and "Your bid" always agree; what is wrong with the
 * input is said before the listing's rules.
 */
export function BidModal(props: BidModalProps) {
  const account = useGameAccount();
  // The minimum when the visitor chose the listing, not when the form appeared: a bid that came
  // in while the game account was loading is still news.
  const [openedAt] = useState(() => minimumAcceptableBid(props.listing));
  // Bids need a linked game account (the item is handed over in game): without one, how to link.
  if (account.data === null) {
    return (
      <Modal
        open
        onClose={props.onClose}
        title={t('bid.title')}
        footer={<CancelButton {...props} />}
      >
        <LinkToBid />
      </Modal>
    );
  }
  if (account.data === undefined && !account.isError) {
    return (
      <Modal
        open
        onClose={props.onClose}
        title={t('bid.title')}
        footer={<CancelButton {...props} />}
      >
        <LoadingState label={t('bid.loading')} />
      </Modal>
    );
  }
  return <BidForm {...props} openedAt={openedAt} playerUuid={account.data?.player_uuid ?? null} />;
}

function CancelButton({ onClose }: Pick<BidModalProps, 'onClose'>) {
  return (
    <Button variant="secondary" onClick={onClose}>
      {t('bid.cancel')}
    </Button>
  );
}

function BidForm({
  listing,
  error,
  submitting,
  onSubmit,
  onClose,
  openedAt,
  playerUuid,
}: BidModalProps & { openedAt: number; playerUuid: string | null }) {
  const formId = useId();
  const wallet = useWallet(playerUuid);
  const minimum = minimumAcceptableBid(listing);
  const [coins, setCoins] = useState<CoinInputs>(NO_COINS);
  const [inputError, setInputError] = useState<string | null>(null);
  const read = readBidInputs(coins);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (read.amount === null) {
      setInputError(read.error);
      return;
    }
    // The listing's rules first, then the money, in place_bid's order.
    const problem =
      validateBid(read.amount, listing) ??
      (wallet.data ? coverProblem(read.amount, wallet.data.available) : null);
    if (problem) {
      setInputError(problem);
      return;
    }
    setCoins(coinInputsFor(read.amount));
    onSubmit(read.amount);
  }

  const shownError = inputError ?? error;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('bid.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('bid.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('bid.title')}
          </Button>
        </>
      }
    >
      {shownError && <NoticeBanner tone="error">{shownError}</NoticeBanner>}
      {minimum > openedAt && (
        <NoticeBanner tone="info">
          {t('bid.raised', { minimum: formatMoney(minimum) })}
        </NoticeBanner>
      )}
      <Summary>
        <dt>{t('bid.item')}</dt>
        <dd>{listing.item}</dd>
        <dt>{t('bid.current')}</dt>
        <dd data-money>{formatMoney(listing.currentBid)}</dd>
        <dt>{t('bid.minimum')}</dt>
        <dd data-money>{formatMoney(minimum)}</dd>
        <dt>{t('bid.maximum')}</dt>
        <dd data-money>{formatMoney(maximumAcceptableBid(listing))}</dd>
        <dt>{t('bid.available')}</dt>
        <dd data-money aria-busy={wallet.data === undefined}>
          {wallet.data ? formatMoney(wallet.data.available) : '…'}
        </dd>
      </Summary>
      <RaiseRule>{t('bid.held')}</RaiseRule>
      <RaiseRule>
        {t('bid.raiseRule', { raise: formatMoney(maximumRaise(listing.startingBid)) })}
      </RaiseRule>
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Coins>
          {COIN_FIELDS.map(({ key, label, max }) => (
            <Field key={key} label={t(label)}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                placeholder="0"
                value={coins[key]}
                onChange={(event) => {
                  setInputError(null);
                  setCoins((previous) => ({ ...previous, [key]: event.target.value }));
                }}
                onBlur={() => setCoins(normaliseCoinInputs)}
              />
            </Field>
          ))}
        </Coins>
        <Total aria-live="polite">
          {t('bid.yours', { amount: read.amount === null ? '—' : formatMoney(read.amount) })}
        </Total>
        <FillMinimum
          variant="secondary"
          size="sm"
          onClick={() => {
            setInputError(null);
            setCoins(coinInputsFor(minimum));
          }}
        >
          {t('bid.fillMinimum', { minimum: formatMoney(minimum) })}
        </FillMinimum>
      </form>
    </Modal>
  );
}

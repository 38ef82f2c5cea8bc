import { Banner, Button, Field, Input, formatMoney, Modal } from '@norsecraft/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  EMPTY_COIN_INPUTS,
  MAX_SUB_COIN,
  bidAmount,
  maximumBid,
  minimumBid,
  type CoinInputs,
} from '../lib/bid';
import type { AuctionListing } from '../lib/types';

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

const Coins = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBanner = styled(Banner)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const COIN_FIELDS = [
  { key: 'gold', label: 'Gold', max: undefined },
  { key: 'silver', label: 'Silver', max: MAX_SUB_COIN },
  { key: 'copper', label: 'Copper', max: MAX_SUB_COIN },
] as const;

interface BidModalProps {
  listing: AuctionListing;
  error: string | null;
  submitting: boolean;
  onSubmit: (amount: number) => void;
  onClose: () => void;
}

/** Rendered only while a listing is chosen, so each opening starts with empty coin fields. */
export function BidModal({ listing, error, submitting, onSubmit, onClose }: BidModalProps) {
  const formId = useId();
  const [coins, setCoins] = useState<CoinInputs>(EMPTY_COIN_INPUTS);
  const amount = bidAmount(coins);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(amount);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Place Bid"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            Place Bid
          </Button>
        </>
      }
    >
      {error && <ErrorBanner tone="error">{error}</ErrorBanner>}
      <Summary>
        <dt>Item</dt>
        <dd>{listing.item}</dd>
        <dt>Current bid</dt>
        <dd data-money>{formatMoney(listing.currentBid)}</dd>
        <dt>Minimum bid</dt>
        <dd data-money>{formatMoney(minimumBid(listing.currentBid))}</dd>
        <dt>Maximum bid</dt>
        <dd data-money>
          {formatMoney(maximumBid(Math.max(listing.currentBid, listing.startingBid)))}
        </dd>
      </Summary>
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Coins>
          {COIN_FIELDS.map(({ key, label, max }) => (
            <Field key={key} label={label}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                placeholder="0"
                value={coins[key]}
                onChange={(event) =>
                  setCoins((previous) => ({ ...previous, [key]: event.target.value }))
                }
              />
            </Field>
          ))}
        </Coins>
        <Total aria-live="polite">Your bid: {formatMoney(amount)}</Total>
      </form>
    </Modal>
  );
}

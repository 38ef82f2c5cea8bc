import { RichText, Tag, Truncate, formatMoney } from '@norsecraft/shared';
import styled, { css } from 'styled-components';
import { t } from '../../../lib/i18n';
import type { AuctionListing } from '../lib/types';
import { TimeLeft } from './time-left';

const labels = css`
  dt {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

// Label above value, the facts side by side: read at a glance, as on a market board.
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0;
  font-size: 0.9375rem;

  div {
    min-width: 0;
  }
  ${labels}
`;

const Price = styled.dl`
  margin: 0;
  ${labels}
`;

const Amount = styled.dd`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.375rem;
  font-weight: 700;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primary};
`;

// 'Highest bidder  Thor' on one line under the price, the label in small capitals.
const Bidder = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space(2)}`};
  font-size: 0.875rem;

  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Who sells it and, while it runs, how long is left. */
export function ListingMeta({ listing }: { listing: AuctionListing }) {
  return (
    <Facts>
      <div>
        <dt>{t('facts.seller')}</dt>
        <dd>
          <Truncate text={listing.seller} />
        </dd>
      </div>
      {listing.status === 'live' && (
        <div>
          <dt>{t('facts.timeLeft')}</dt>
          <dd>
            <TimeLeft endTime={listing.endTime} />
          </dd>
        </div>
      )}
    </Facts>
  );
}

/**
 * The price, the listing's headline: the current bid and its bidder. An ended listing says how it
 * ended instead: sold (to whom, for how much) or unsold.
 */
export function ListingPrice({ listing, leading }: { listing: AuctionListing; leading: boolean }) {
  if (listing.status !== 'live') {
    return (
      <Price>
        <dt>{t('facts.result')}</dt>
        <dd data-testid="auction-result">
          {listing.status === 'sold' ? (
            <RichText
              text={t('facts.soldTo', {
                bidder: listing.highestBidder ?? t('facts.anonymous'),
                amount: formatMoney(listing.currentBid),
              })}
              parts={{ name: (text) => <bdi>{text}</bdi> }}
            />
          ) : (
            t('facts.unsold')
          )}
        </dd>
      </Price>
    );
  }
  return (
    <Price>
      <div>
        <dt>{t('facts.currentBid')}</dt>
        <Amount data-testid="current-bid">{formatMoney(listing.currentBid)}</Amount>
      </div>
      <Bidder>
        <dt>{t('facts.highestBidder')}</dt>
        <dd data-testid="highest-bidder">
          {listing.highestBidder ? <bdi>{listing.highestBidder}</bdi> : t('facts.noBids')}
        </dd>
        {leading && (
          <dd>
            <Tag $tone="success">{t('facts.leading')}</Tag>
          </dd>
        )}
      </Bidder>
    </Price>
  );
}

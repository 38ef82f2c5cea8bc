import {
  Banner,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
  RichText,
  ownGameAccountQuery,
  useHashTarget,
  useSessionUser,
} from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MyListingsSection } from './my-listings-section';
import { WalletSection } from './wallet-section';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { t } from '../i18n';
import { useMyAuctions } from '../api/use-my-auctions';
import { groupAuctions } from '../lib/group-auctions';
import { AuctionGroup } from './auction-group';
import { NoticeList } from './notice-list';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;

    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Full = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-column: 1 / -1;
  }
`;

/**
 * /my-auctions — the member's wallet (issue 39), the auctions they lead, were outbid on and won,
 * what their player put up in game, and their notices.
 */
export function MyAuctionsPage() {
  const user = useSessionUser();
  if (!user) return <SignedOutNotice />;
  return <MyAuctionsView userId={user.id} />;
}

function MyAuctionsView({ userId }: { userId: string }) {
  const auctions = useMyAuctions(userId);
  const targetId = useHashTarget(auctions.data !== undefined);
  const account = useQuery(ownGameAccountQuery(userId));
  return (
    <Page>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={<LinkButton to="/auction-house">{t('page.auctionHouse')}</LinkButton>}
      />
      <Sections>
        <NoticeList userId={userId} />
        {account.data && (
          <Full>
            <WalletSection userId={userId} account={account.data} />
          </Full>
        )}
        {account.data === null && (
          <Full>
            <Banner tone="info">
              <RichText
                text={t('page.linkAccount')}
                parts={{ link: (text) => <Link to="/settings">{text}</Link> }}
              />
            </Banner>
          </Full>
        )}
        <QueryView
          query={auctions}
          loadingLabel={t('page.loading')}
          errorTitle={t('page.loadFailed')}
        >
          {(rows) => (
            <>
              {groupAuctions(rows).map((group) => (
                <AuctionGroup key={group.standing} group={group} targetId={targetId} />
              ))}
            </>
          )}
        </QueryView>
        {account.data && (
          <Full>
            <MyListingsSection userId={userId} />
          </Full>
        )}
      </Sections>
    </Page>
  );
}

import { LinkButton, Page, PageHeader, QueryView, useSessionUser } from '@norsecraft/shared';
import styled from 'styled-components';
import { SignedOutNotice } from '../../../components/signed-out-notice';
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

/** /my-auctions — the auctions a member leads, was outbid on and won, and their notices. */
export function MyAuctionsPage() {
  const user = useSessionUser();
  if (!user) return <SignedOutNotice />;
  return <MyAuctionsView userId={user.id} />;
}

function MyAuctionsView({ userId }: { userId: string }) {
  const auctions = useMyAuctions(userId);
  return (
    <Page>
      <PageHeader
        title="My Auctions"
        subtitle="The auctions you lead, were outbid on and won"
        actions={<LinkButton to="/auction-house">Auction House</LinkButton>}
      />
      <Sections>
        <NoticeList userId={userId} />
        <QueryView
          query={auctions}
          loadingLabel="Loading your auctions..."
          errorTitle="Could not load your auctions"
        >
          {(rows) => (
            <>
              {groupAuctions(rows).map((group) => (
                <AuctionGroup key={group.standing} group={group} />
              ))}
            </>
          )}
        </QueryView>
      </Sections>
    </Page>
  );
}

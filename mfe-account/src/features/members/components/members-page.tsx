import { useState } from 'react';
import styled from 'styled-components';
import { Button, Grid, Page, PageHeader } from '@norsecraft/shared';
import { MEMBER_BENEFITS } from '../lib/benefits';
import { BenefitCard } from './benefit-card';
import { MembershipDialog } from './membership-dialog';

// Six benefits: three a row on a desktop, two on a tablet, never four and two.
const List = styled(Grid).attrs({ as: 'ul', $min: '320px' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Cta = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** /members — what membership brings, and the way to join. */
export function MembersPage() {
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <Page>
      <PageHeader
        title="Members Area"
        subtitle="Join the association behind the server and share in its hall."
      />
      <List>
        {MEMBER_BENEFITS.map((benefit) => (
          <BenefitCard key={benefit.title} benefit={benefit} />
        ))}
      </List>
      <Cta>
        <Button size="lg" onClick={() => setDialogOpen(true)}>
          Become a Member
        </Button>
      </Cta>
      <MembershipDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Page>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { Button, Grid, Page, PageHeader } from '@norsecraft/shared';
import { MEMBER_BENEFITS } from '../lib/benefits';
import { BenefitCard } from './benefit-card';
import { MembershipDialog } from './membership-dialog';
import { t } from '../../../lib/i18n';

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
      <PageHeader title={t('members.title')} subtitle={t('members.subtitle')} />
      <List>
        {MEMBER_BENEFITS.map((benefit) => (
          <BenefitCard key={benefit.id} benefit={benefit} />
        ))}
      </List>
      <Cta>
        <Button size="lg" onClick={() => setDialogOpen(true)}>
          {t('members.join')}
        </Button>
      </Cta>
      <MembershipDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Page>
  );
}

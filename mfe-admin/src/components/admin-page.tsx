import { Page, PageHeader } from '@norsecraft/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AdminNav } from './admin-nav';

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** A back office page with one task: its header, the links between the pages, then the task. */
export function AdminPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <PageHeader title={title} subtitle={subtitle} />
      <AdminNav />
      <Body>{children}</Body>
    </Page>
  );
}

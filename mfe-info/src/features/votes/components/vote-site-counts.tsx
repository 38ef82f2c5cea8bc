import styled from 'styled-components';
import { Card, formatNumber, type VoteSiteCounts } from '@norsecraft/shared';
import { monthName } from '../../../lib/month-name';
import { useVoteSiteCounts } from '../api/use-votes';
import { t } from '../i18n';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

function SitesTable({ counts }: { counts: VoteSiteCounts }) {
  const services = [
    ...new Set([...counts.sites, ...counts.last_month.sites].map((site) => site.service)),
  ];
  const votesOf = (sites: VoteSiteCounts['sites'], service: string) =>
    formatNumber(sites.find((site) => site.service === service)?.votes ?? 0);
  return (
    <Table>
      <caption hidden>{t('votes.perSite')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('votes.site')}</th>
          <th scope="col">{monthName(counts.month)}</th>
          <th scope="col">{monthName(counts.last_month.month)}</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service}>
            <th scope="row">{service}</th>
            <td>{votesOf(counts.sites, service)}</td>
            <td>{votesOf(counts.last_month.sites, service)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Admins: how many votes each vote site brought, this month and last. Nothing for others. */
export function VoteSiteCountsCard() {
  const counts = useVoteSiteCounts();
  if (!counts.data) return null;
  return (
    <Card>
      {counts.data.sites.length + counts.data.last_month.sites.length === 0 ? (
        <p>{t('votes.noSites')}</p>
      ) : (
        <SitesTable counts={counts.data} />
      )}
    </Card>
  );
}

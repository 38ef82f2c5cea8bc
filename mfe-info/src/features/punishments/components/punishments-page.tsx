import { useState } from 'react';
import { EmptyState, Page, PageHeader, QueryView } from '@norsecraft/shared';
import { usePunishments } from '../api/use-punishments';
import { filterPunishments, type PunishmentFilter } from '../lib/filter-punishments';
import { paginate } from '../lib/paginate';
import { PunishmentToolbar } from './punishment-toolbar';
import { PunishmentList } from './punishment-list';
import { Pagination } from './pagination';

export default function PunishmentsPage() {
  const punishments = usePunishments();
  const data = punishments.data;
  const [query, setQuery] = useState('');
  const [type, setType] = useState<PunishmentFilter>('all');
  const [page, setPage] = useState(1);

  const slice = paginate(data ? filterPunishments(data, query, type) : [], page);

  return (
    <Page>
      <PageHeader
        title="Punishments"
        subtitle="Bans, mutes, kicks and warnings handed out by staff."
      />
      <PunishmentToolbar
        query={query}
        onQueryChange={(q) => {
          setQuery(q);
          setPage(1);
        }}
        type={type}
        onTypeChange={(t) => {
          setType(t);
          setPage(1);
        }}
      />
      <QueryView
        query={punishments}
        loadingLabel="Loading punishments..."
        errorTitle="Failed to load punishments"
      >
        {() =>
          slice.total === 0 ? (
            <EmptyState title="No punishments found" />
          ) : (
            <>
              <PunishmentList punishments={slice.items} />
              <Pagination slice={slice} onPageChange={setPage} />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

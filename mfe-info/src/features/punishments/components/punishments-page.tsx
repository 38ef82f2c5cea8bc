import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  Page,
  PageHeader,
  Pagination,
  paramsFromQuery,
  PunishmentList,
  PUNISHMENTS_PER_PAGE,
  PunishmentToolbar,
  QueryView,
  queryFromParams,
  type PunishmentQuery,
} from '@norsecraft/shared';
import { usePunishments } from '../api/use-punishments';
import { t } from '../i18n';

/** Typing settles this long before the search reaches the URL and the database. */
const SEARCH_DELAY_MS = 250;

export default function PunishmentsPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const punishments = usePunishments(query);

  // What the search box shows. The URL follows it once typing settles, and it follows the URL
  // when that changes otherwise (the back button, a link).
  const [draft, setDraft] = useState(query.search);
  const [draftFor, setDraftFor] = useState(query.search);
  if (draftFor !== query.search) {
    setDraftFor(query.search);
    setDraft(query.search);
  }

  // The query last put into the URL, until the page renders it: navigations are transitions, so
  // a second change (the status right after the type) can come before the first is rendered, and
  // built on this render's query it would drop the first.
  const navigatedTo = useRef<PunishmentQuery | null>(null);
  useEffect(() => {
    navigatedTo.current = null;
  }, [params]);

  /** Puts `change` into the URL over the query it shows, or is about to. */
  function show(change: Partial<PunishmentQuery>, replace = false) {
    const next = { ...(navigatedTo.current ?? query), ...change };
    navigatedTo.current = next;
    setParams(paramsFromQuery(next), { replace });
  }

  const commitSearch = useEffectEvent((search: string) => {
    setDraftFor(search);
    // Refining a search replaces the history entry; starting or clearing one adds a step back.
    show({ search, page: 1 }, Boolean(query.search.trim() && search.trim()));
  });
  useEffect(() => {
    if (draft === query.search) return;
    const timer = setTimeout(() => commitSearch(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, query.search]);

  return (
    <Page>
      <PageHeader title={t('pun.title')} subtitle={t('pun.subtitle')} />
      <PunishmentToolbar
        search={draft}
        onSearchChange={setDraft}
        type={query.type}
        onTypeChange={(type) => show({ type, page: 1 })}
        status={query.status}
        onStatusChange={(status) => show({ status, page: 1 })}
      />
      <QueryView query={punishments} loadingLabel={t('pun.loading')} errorTitle={t('pun.failed')}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState
              title={t('pun.none')}
              message={data.total > 0 ? t('pun.pastLast') : undefined}
              action={
                data.total > 0 && (
                  <Button variant="secondary" onClick={() => show({ page: 1 })}>
                    {t('pun.firstPage')}
                  </Button>
                )
              }
            />
          ) : (
            <div aria-busy={punishments.isFetching}>
              <PunishmentList punishments={data.rows} linkPlayers />
              {/* The page the rows shown answer: the next one may still be loading. */}
              <Pagination
                page={data.page}
                pageSize={PUNISHMENTS_PER_PAGE}
                total={data.total}
                totalIsLowerBound={!data.total_is_exact}
                depthHint={t('pun.depthHint')}
                onPageChange={(page) => show({ page })}
              />
            </div>
          )
        }
      </QueryView>
    </Page>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Banner } from '../ui/banner';
import { ErrorState, LoadingState } from '../ui/states';
import { t } from '../i18n/shared-messages';

/** What a page shows of a query; `useQuery`'s result fits. */
export type QueryViewQuery<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching'> & {
  refetch: () => unknown;
};

export interface QueryViewProps<T> {
  query: QueryViewQuery<T>;
  /** Said while the first load (or a retry after an error) runs. */
  loadingLabel: string;
  /** Shown when there is nothing to show and the load failed; Retry loads again. */
  errorTitle: string;
  /** Words for people: never the fetch client's own ("TypeError: Failed to fetch"). */
  errorMessage?: string;
  /** The empty state, when `isEmpty` says the data holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Said above data kept on screen after its refresh failed. */
export const refreshFailed = (): string => t('query.refreshFailed');

/**
 * The four states of every data view: loading, error with Retry, empty, data. Data already shown
 * stays while it refreshes, and a failed refresh keeps it under a warning (also data kept from
 * the previous page or month while the next one failed to load).
 */
export function QueryView<T>({
  query,
  loadingLabel,
  errorTitle,
  errorMessage = t('query.errorMessage'),
  empty,
  isEmpty,
  children,
}: QueryViewProps<T>) {
  const { data, isError, isFetching, refetch } = query;
  if (data !== undefined) {
    const shown = empty !== undefined && isEmpty?.(data) ? empty : children(data);
    if (!isError || isFetching) return shown;
    return (
      <>
        <Banner tone="warning">{refreshFailed()}</Banner>
        {shown}
      </>
    );
  }
  if (isError && !isFetching) {
    return <ErrorState title={errorTitle} message={errorMessage} onRetry={() => void refetch()} />;
  }
  return <LoadingState label={loadingLabel} />;
}

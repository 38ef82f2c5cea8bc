import { notify } from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import type { ItemInput } from '../lib/item-form';
import {
  createItem,
  getAdminItems,
  setItemRetired,
  updateItem,
  type AdminItemsQuery,
} from './admin-items';
import { t } from '../i18n';

/** One page of the items; the page shown stays while the next search, filter or page loads. */
export const useAdminItems = (query: AdminItemsQuery) =>
  useQuery({
    queryKey: [...adminKeys.items, 'page', query] as const,
    queryFn: ({ signal }) => getAdminItems(query, signal),
    placeholderData: keepPreviousData,
  });

/** After any item change: the list, the audit log and the public item database follow. */
function useInvalidateItems() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.items }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      queryClient.invalidateQueries({ queryKey: ['items'] }),
    ]);
}

/** Creates an item (no id) or saves an edit; the form shows a failure beside its fields. */
export function useSaveItem() {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ItemInput }) =>
      id === null ? createItem(input) : updateItem(id, input),
    onSuccess: (item, { id }) => notify(t(id === null ? 'added' : 'saved', { name: item.name })),
    onSettled: invalidate,
  });
}

/** A failure is told in a notice: the dialog has closed by then. */
export function useSetItemRetired() {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) => setItemRetired(id, retired),
    onSuccess: (item) =>
      notify(t(item.retired_at ? 'retiredNotice' : 'restoredNotice', { name: item.name })),
    meta: { failure: t('changeFailed') },
    onSettled: invalidate,
  });
}

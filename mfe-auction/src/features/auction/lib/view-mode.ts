import { useServerFirst } from '@norsecraft/shared';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { ViewMode } from './types';

/** localStorage key of the list/grid choice (docs/product/auction.md#listings). */
export const VIEW_MODE_STORAGE_KEY = 'norsecraft-auction-view-mode';

function isViewMode(value: unknown): value is ViewMode {
  return value === 'list' || value === 'grid';
}

const jsonStorage = createJSONStorage<ViewMode>();

/** A hand-edited or stale stored value falls back to the list instead of breaking the page. */
const viewModeStorage: typeof jsonStorage = {
  ...jsonStorage,
  getItem: (key, initialValue) => {
    const stored: unknown = jsonStorage.getItem(key, initialValue);
    return isViewMode(stored) ? stored : initialValue;
  },
};

/** Read on init so a stored 'grid' shows on the first paint, not after a flash of the list. */
export const viewModeAtom = atomWithStorage<ViewMode>(
  VIEW_MODE_STORAGE_KEY,
  'list',
  viewModeStorage,
  { getOnInit: true },
);

/**
 * The view shown and its setter. The server renders the list (it cannot read the browser's
 * storage): a stored grid shows once the page has hydrated, so the HTML hydrates as sent.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [view, setView] = useAtom(viewModeAtom);
  return [useServerFirst(view, 'list'), setView];
}

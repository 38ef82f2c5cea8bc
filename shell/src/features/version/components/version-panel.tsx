import {
  notify,
  retryableLazy,
  retryFailedLoads,
  translateSentence,
  UNREACHABLE,
} from '@norsecraft/shared';
import { Suspense } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { logFailure } from '../../../lib/connection';

// The changelog and its dialog are code no first screen needs: fetched when the panel opens. If
// it cannot be (offline), the panel closes and says so; opening it again fetches it afresh.
const VersionHistory = retryableLazy(() => import('./version-history'));

export function VersionPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <ErrorBoundary
      resetKey="version-panel"
      fallback={() => null}
      onError={(error) => {
        logFailure('[shell] version history unavailable', error);
        retryFailedLoads();
        notify(translateSentence(UNREACHABLE), 'error');
        onClose();
      }}
    >
      <Suspense fallback={null}>
        <VersionHistory onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}

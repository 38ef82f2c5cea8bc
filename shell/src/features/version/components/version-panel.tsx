import { lazy, Suspense } from 'react';

// The changelog and its dialog are code no first screen needs: fetched when the panel opens.
const VersionHistory = lazy(() => import('./version-history'));

export function VersionPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <VersionHistory onClose={onClose} />
    </Suspense>
  );
}

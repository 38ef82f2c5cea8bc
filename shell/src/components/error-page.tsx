import { Button, Page, PageHeader } from '@norsecraft/shared';
import { useOnline } from '../lib/connection';

/**
 * Shown when the shell's own route rendering fails (remote failures have their own fallback).
 * Offline, it says the page needs the connection: it renders again by itself once it is back.
 */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  return (
    <Page>
      {online ? (
        <PageHeader title="Something went wrong" subtitle="This page could not be displayed." />
      ) : (
        <PageHeader
          title="Waiting for the connection"
          subtitle="This page will load by itself as soon as you're back online."
        />
      )}
      <Button onClick={onRetry}>Try again</Button>
    </Page>
  );
}

import { Button, Page, PageHeader } from '@norsecraft/shared';

/** Shown when the shell's own route rendering fails (remote failures have their own fallback). */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <Page>
      <PageHeader title="Something went wrong" subtitle="This page could not be displayed." />
      <Button onClick={onRetry}>Try again</Button>
    </Page>
  );
}

import { render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { loadSupabase } from './supabase';

function ClientReader() {
  use(loadSupabase());
  return <p>Client ready</p>;
}

it('is read by use() at once once loaded, without a fallback (a hydrating page keeps its HTML)', async () => {
  await loadSupabase();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <ClientReader />
    </Suspense>,
  );
  expect(screen.getByText('Client ready')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

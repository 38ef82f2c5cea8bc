import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadablePage } from './preloadable-page';

const Hello = () => <p>Hello</p>;

function renderPage(Page: () => React.ReactNode) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('preloadablePage', () => {
  it('renders a page fetched ahead of the visit at once, with no fallback', async () => {
    const { Page, preload } = preloadablePage(() => Promise.resolve({ default: Hello }));
    await preload();
    renderPage(Page);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends a page that was not fetched yet, then shows it', async () => {
    const { Page } = preloadablePage(() => Promise.resolve({ default: Hello }));
    renderPage(Page);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { supabaseUrl } from '../lib/supabase';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppThemeProvider } from '../theme/theme-provider';
import { Markdown } from './markdown';

/** What the Markdown of an attacker who got an editor's account can try (issue 36, item 5). */
const ATTACKS = [
  '<script>window.pwned = 1</script>',
  '<img src="x" onerror="window.pwned = 1">',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.pwned = 1"><circle r="5"/></svg>',
  '<a href="https://ok.example" onclick="window.pwned = 1">raw link</a>',
  '[js link](javascript:window.pwned=1)',
  '[spaced js](  javascript:alert(1))',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![tracker](https://evil.example/pixel.png)',
  '![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example"><input name="password"></form>',
].join('\n\n');

function serverHtml(source: string): string {
  return renderToString(
    <MemoryRouter>
      <AppThemeProvider>
        <Markdown source={source} />
      </AppThemeProvider>
    </MemoryRouter>,
  );
}

describe('Markdown attacks render inert', () => {
  it('on the server: no script, handler, frame, SVG, form, style or unsafe address', () => {
    const html = serverHtml(ATTACKS);
    expect(html).not.toMatch(/<script|<iframe|<svg|<form|<input|<style|\son\w+=/i);
    expect(html).not.toMatch(/javascript:|data:|evil\.example/i);
  });

  it('in the browser: the same, and the link texts stay as plain words', () => {
    const { container } = renderWithProviders(<Markdown source={ATTACKS} />);
    for (const tag of ['script', 'iframe', 'svg', 'form', 'input', 'style', 'img']) {
      expect(container.querySelector(tag)).toBeNull();
    }
    const attributes = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => `${a.name}=${a.value}`),
    );
    expect(attributes.filter((a) => /^on|javascript:|data:/i.test(a))).toEqual([]);
    expect(screen.getByText('js link').closest('a')).toBeNull();
    expect(screen.getByText('data link').closest('a')).toBeNull();
    // An image from another host leaves its description, never a request.
    expect(screen.getByText('tracker')).toBeInTheDocument();
  });
});

describe('Markdown', () => {
  it('marks links to other sites and opens them apart; the site pages stay in the site', () => {
    renderWithProviders(
      <Markdown source={'[Wiki](https://docs.example.org) and [rules](/rules)'} />,
    );
    const outside = screen.getByRole('link', { name: /Wiki/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(outside).toHaveTextContent('(opens in a new tab)');
    expect(outside.querySelector('[aria-hidden="true"]')).toHaveTextContent('↗');
    const inside = screen.getByRole('link', { name: 'rules' });
    expect(inside).toHaveAttribute('href', '/rules');
    expect(inside).not.toHaveAttribute('target');
  });

  it('shows images of the site Storage only', () => {
    const own = `${supabaseUrl}/storage/v1/object/public/content-media/images/x.png`;
    renderWithProviders(<Markdown source={`![Longship](${own})`} />);
    expect(screen.getByRole('img', { name: 'Longship' })).toHaveAttribute('src', own);
  });

  it('puts headings under the page heading, each with its address and a link to it', () => {
    renderWithProviders(<Markdown source={'# Getting there\n\n## The harbour'} />);
    const top = screen.getByRole('heading', { level: 2, name: /Getting there/ });
    expect(top).toHaveAttribute('id', 'getting-there');
    expect(top.querySelector('a')).toHaveAttribute('href', '#getting-there');
    expect(screen.getByRole('heading', { level: 3, name: /The harbour/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('renders GitHub tables and lists', () => {
    renderWithProviders(
      <Markdown
        source={'| Realm | Danger |\n| --- | --- |\n| Niflheim | Cold |\n\n- one\n- two'}
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

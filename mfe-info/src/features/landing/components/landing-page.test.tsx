import { act, fireEvent, screen } from '@testing-library/react';
import { createQueryClient } from '@norsecraft/shared/query-client';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { siteConfig } from '@norsecraft/shared';
import { newsKeys, type NewsPost } from '../../../api/news';
import { landingKey, type Landing } from '../api/get-landing';
import LandingPage from './landing-page';

const landing: Landing = {
  texts: {
    lang: 'en',
    tagline: 'A Norse-themed survival server: raid, build and write your own saga.',
    join_steps:
      'Join copies the address: in Minecraft (Java Edition) open Multiplayer, choose Add Server and paste it.',
  },
  features: ['Norse Mythology', 'Epic Battles', 'Active Community', 'Custom Quests'].map(
    (title, i) => ({ id: i + 1, lang: 'en', icon: 'rune', title, description: `About ${title}.` }),
  ),
  facts: ['CPU', 'RAM', 'Storage', 'Anti-lag'].map((label, i) => ({
    id: i + 1,
    lang: 'en',
    label,
    value: `${label} value`,
    detail: `${label} detail`,
  })),
};

const post = (id: number, title: string): NewsPost => ({
  id,
  lang: 'en',
  title,
  slug: `post-${id}`,
  body: `**${title}** is here.`,
  cover_path: null,
  published_at: '2026-11-20T10:00:00Z',
  pinned: false,
  author_name: 'Staff',
});

/** The landing page as it arrives with its content (the HTML host and the prefetch load it). */
function renderLanding(data: Landing = landing, news: NewsPost[] = []) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(landingKey, data);
  queryClient.setQueryData(newsKeys.latest, news);
  return renderWithProviders(<LandingPage />, { queryClient });
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => jest.useRealTimers());

describe('LandingPage', () => {
  it('has one h1, the four features and the specifications', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of ['Norse Mythology', 'Epic Battles', 'Active Community', 'Custom Quests']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const label of ['CPU', 'RAM', 'Storage', 'Anti-lag']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('copies the server address and confirms for 7 s', async () => {
    renderLanding();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /click to copy/i }));
    });
    expect(writeText).toHaveBeenCalledWith(siteConfig.serverAddress);
    expect(screen.getByText('Server IP copied to clipboard!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6900));
    expect(screen.getByText('Server IP copied to clipboard!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Server IP copied to clipboard!')).not.toBeInTheDocument();
  });

  it('offers Join next to the address: it copies the address and says how to join', async () => {
    renderLanding();
    const join = screen.getByRole('button', { name: 'Join now' });
    expect(join).toHaveAccessibleDescription(/open Multiplayer, choose Add Server and paste it/);
    await act(async () => {
      fireEvent.click(join);
    });
    expect(writeText).toHaveBeenCalledWith(siteConfig.serverAddress);
    expect(screen.getByText('Server IP copied to clipboard!')).toBeInTheDocument();
  });

  it('shows the hero art as responsive AVIF and WebP, decorative and fetched first (the LCP element)', () => {
    const { container } = renderLanding();
    const sources = container.querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('srcset')).toMatch(/ 640w, .* 1280w, .* 1920w$/);
      expect(source).toHaveAttribute('sizes', '100vw');
    }
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderLanding();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /click to copy/i }));
    });
    expect(screen.getByText(/Could not copy/)).toBeInTheDocument();
  });

  it('shows the easter egg on the tenth logo click, not before', () => {
    renderLanding();
    const logo = screen.getByRole('button', { name: /logo/i });
    for (let i = 0; i < 9; i++) fireEvent.click(logo);
    expect(screen.queryByText('Congrats, you found an easter egg!')).not.toBeInTheDocument();
    fireEvent.click(logo);
    expect(screen.getByText('Congrats, you found an easter egg!')).toBeInTheDocument();
  });

  it('shows the three latest posts, each leading to its page, and the way to all news', () => {
    renderLanding(landing, [post(1, 'Winter Nights'), post(2, 'New rules'), post(3, 'Raid open')]);
    expect(screen.getByRole('heading', { name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Winter Nights' })).toHaveAttribute(
      'href',
      '/news/post-1',
    );
    expect(screen.getByText('Winter Nights is here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  });

  it('says the page is empty on a site without content, still with the address to join', () => {
    renderLanding({ texts: null, features: [], facts: [] });
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /click to copy/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest news' })).not.toBeInTheDocument();
  });

  it('scrolls down to the features', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: /scroll down/i }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});

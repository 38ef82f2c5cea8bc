import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { siteConfig } from '@norsecraft/shared';
import LandingPage from './landing-page';

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
    renderWithProviders(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of ['Norse Mythology', 'Epic Battles', 'Active Community', 'Custom Quests']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const label of ['CPU', 'RAM', 'Storage', 'Anti-lag']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('copies the server address and confirms for 7 s', async () => {
    renderWithProviders(<LandingPage />);
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
    renderWithProviders(<LandingPage />);
    const join = screen.getByRole('button', { name: 'Join now' });
    expect(join).toHaveAccessibleDescription(/open Multiplayer, choose Add Server and paste it/);
    await act(async () => {
      fireEvent.click(join);
    });
    expect(writeText).toHaveBeenCalledWith(siteConfig.serverAddress);
    expect(screen.getByText('Server IP copied to clipboard!')).toBeInTheDocument();
  });

  it('shows the hero art as responsive AVIF and WebP, decorative and fetched first (the LCP element)', () => {
    const { container } = renderWithProviders(<LandingPage />);
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
    renderWithProviders(<LandingPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /click to copy/i }));
    });
    expect(screen.getByText(/Could not copy/)).toBeInTheDocument();
  });

  it('shows the easter egg on the tenth logo click, not before', () => {
    renderWithProviders(<LandingPage />);
    const logo = screen.getByRole('button', { name: /logo/i });
    for (let i = 0; i < 9; i++) fireEvent.click(logo);
    expect(screen.queryByText('Congrats, you found an easter egg!')).not.toBeInTheDocument();
    fireEvent.click(logo);
    expect(screen.getByText('Congrats, you found an easter egg!')).toBeInTheDocument();
  });

  it('scrolls down to the features', () => {
    renderWithProviders(<LandingPage />);
    fireEvent.click(screen.getByRole('button', { name: /scroll down/i }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { STAFF } from '../data';
import StaffPage from './staff-page';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => jest.useRealTimers());

const first = STAFF[0]!;

describe('StaffPage', () => {
  it('shows five staff and three builders', () => {
    renderWithProviders(<StaffPage />);
    expect(screen.getAllByRole('button', { name: /^Copy chat tag/ })).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Builders' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('copies the chat tag and confirms for 2 s', async () => {
    renderWithProviders(<StaffPage />);
    const button = screen.getByRole('button', { name: `Copy chat tag @${first.discord_tag}` });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(first.discord_tag);
    const notice = screen.getByText(`Chat tag @${first.discord_tag} copied.`);
    expect(notice.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(2000));
    expect(notice).not.toBeInTheDocument();
  });

  it('opens the stats panel', () => {
    renderWithProviders(<StaffPage />);
    const toggle = screen.getAllByRole('button', { name: 'View Stats' })[0]!;
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(`${first.stats.playtimeHours.toLocaleString('en-US')} h`),
    ).toBeInTheDocument();
  });

  it('draws a head of their own for each member whose head image fails', () => {
    const { container } = renderWithProviders(<StaffPage />);
    const images = [...container.querySelectorAll('img')];
    expect(images[0]!.getAttribute('src')).toContain(first.minecraft_username);
    images.forEach((img) => fireEvent.error(img));
    const drawn = [...container.querySelectorAll('svg[data-drawn-head]')];
    expect(drawn).toHaveLength(images.length);
    expect(drawn[0]).toHaveAttribute('data-drawn-head', first.minecraft_username);
    const faces = new Set(drawn.map((svg) => svg.innerHTML));
    expect(faces.size).toBe(drawn.length);
  });
});

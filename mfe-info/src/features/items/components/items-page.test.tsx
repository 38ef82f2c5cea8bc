import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { getItems } from '../api/get-items';
import type { Item } from '../types';
import ItemsPage from './items-page';

// Many re-renders per test: slow on a busy shared machine.
jest.setTimeout(20_000);

jest.mock('../api/get-items', () => ({
  ...jest.requireActual('../api/get-items'),
  getItems: jest.fn(),
}));
const fetchMock = jest.mocked(getItems);

const item = (id: number, name: string, category: Item['category']): Item => ({
  id,
  name,
  category,
  description: `${name} lore`,
  set: category === 'armor' ? 'Jotunn' : null,
  rarity: 'Epic',
  tier: 'S',
  stats: { defense: 10, attack_speed: 1.2 },
  ability:
    category === 'ability' ? { name: 'Rage', description: 'More damage', cooldown: 90 } : null,
});

const items = [
  item(1, "Odin's Helm", 'armor'),
  item(2, 'Gungnir', 'weapon'),
  item(3, 'Berserk', 'ability'),
];
const names = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

beforeEach(() => fetchMock.mockReset());

describe('ItemsPage', () => {
  it('loads, then filters by category and search', async () => {
    fetchMock.mockResolvedValue(items);
    renderWithProviders(<ItemsPage />);
    expect(screen.getByRole('status', { name: 'Loading items...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gungnir' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weapons' }));
    expect(names()).toEqual(['Gungnir']);
    expect(screen.getByRole('button', { name: 'Weapons' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Abilities' }));
    expect(screen.getByText('90s cooldown', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All Items' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'jotunn' } });
    expect(names()).toEqual(["Odin's Helm"]);
    await userEvent.click(screen.getByRole('button', { name: 'Weapons' }));
    expect(screen.getByText('No items found')).toBeInTheDocument();
  });

  it("draws each item with the site's own art, never an outside image", async () => {
    fetchMock.mockResolvedValue(items.slice(0, 1));
    const { container } = renderWithProviders(<ItemsPage />);
    await screen.findByRole('heading', { name: "Odin's Helm" });
    const art = [...container.querySelectorAll('[data-item-art]')];
    expect(art.map((icon) => icon.getAttribute('data-item-art'))).toEqual(['helmet']);
    expect(container.querySelector('img')).toBeNull();
  });

  it('labels stats with icons by kind', async () => {
    fetchMock.mockResolvedValue(items.slice(0, 1));
    renderWithProviders(<ItemsPage />);
    expect(await screen.findByText('Attack Speed')).toBeInTheDocument();
    expect(screen.getByText('Defense').querySelector('svg')).not.toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Dropdown, type DropdownItem } from './dropdown';

const onSignOut = jest.fn();
const items: DropdownItem[] = [
  { id: 'profile', label: 'Profile', to: '/profile' },
  { id: 'settings', label: 'Settings', to: '/settings' },
  { kind: 'divider', id: 'divider' },
  { id: 'sign-out', label: 'Sign Out', onSelect: onSignOut },
];

function setup() {
  renderWithProviders(
    <>
      <Dropdown label="Menu" items={items} />
      <p>outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('Dropdown', () => {
  it('opens with ArrowDown on the first item, moves with arrows, Escape returns focus', () => {
    const button = setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it.each([
    ['Enter', 'Enter'],
    ['Space', ' '],
  ])('opens with %s on the first item', (_name, key) => {
    const button = setup();
    fireEvent.keyDown(button, { key });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('opens with ArrowUp on the last item; Home and End jump to the ends', () => {
    const button = setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  });

  it('closes when Tab leaves the menu', () => {
    const button = setup();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('names an avatar button by buttonLabel, as text that hides the visual label', () => {
    renderWithProviders(
      <Dropdown label={<span>M</span>} buttonLabel="Account menu" items={items} />,
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    // No aria-label: the accessible name is text, so it never contradicts what is shown.
    expect(button).not.toHaveAttribute('aria-label');
    expect(screen.getByText('M').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('lines up with the other edge of its button when it would leave the viewport', () => {
    const button = setup();
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ left: 900, right: 1120, top: 0, bottom: 0 } as DOMRect);
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 1024,
    });
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(menu.style.right).toBe('0px');
    expect(menu.style.left).toBe('auto');
    rect.mockRestore();
  });

  it('closes on an outside click', () => {
    const button = setup();
    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when an item is chosen and runs its action', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

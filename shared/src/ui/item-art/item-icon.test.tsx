import { render } from '@testing-library/react';
import { ItemIcon } from './item-icon';

describe('ItemIcon', () => {
  it("shows the item's cell of the sprite sheet, scaled to the icon's size", () => {
    const { container } = render(<ItemIcon name="Mjolnir" rarity="Legendary" size={32} />);
    const icon = container.querySelector<HTMLElement>('[data-item-art]');
    expect(icon).toHaveAttribute('data-item-art', 'hammer');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    // Hammer is column 8 of 18, legendary row 3 of 5; 16-pixel cells drawn at 32 px.
    expect(icon?.style.backgroundPosition).toBe('-256px -96px');
    expect(icon?.style.backgroundSize).toBe('576px 160px');
    expect(icon?.style.width).toBe('32px');
  });

  it('draws an unknown rarity as common and a nameless kind as the neutral gem', () => {
    const { container } = render(<ItemIcon name="Mystery Crate" rarity="Uncommon" size={16} />);
    const icon = container.querySelector<HTMLElement>('[data-item-art]');
    expect(icon).toHaveAttribute('data-item-art', 'gem');
    expect(icon?.style.backgroundPosition).toBe('-272px 0px');
  });
});

import { render } from '@testing-library/react';
import { StrokeIcon } from './stroke-icon';

describe('StrokeIcon', () => {
  it('draws the path in the text colour, hidden from assistive technology', () => {
    const { container } = render(<StrokeIcon path="M1 1L5 5" width={20} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('height', '20');
    expect(container.querySelector('path')).toHaveAttribute('d', 'M1 1L5 5');
  });
});

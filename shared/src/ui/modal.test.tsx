import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Modal } from './modal';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Place Bid
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Place Bid"
        footer={<button type="button">Confirm</button>}
      >
        <input aria-label="Gold" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and traps Tab', () => {
    renderWithProviders(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Gold')).toHaveFocus();
    screen.getByRole('button', { name: 'Confirm' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('wraps Shift+Tab from the first control and Tab from the dialog itself', () => {
    renderWithProviders(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    // e.g. after a click on the dialog's padding: focus sits on the dialog, not a control.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(close).toHaveFocus();
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', () => {
    renderWithProviders(<Example />);
    const opener = screen.getByRole('button', { name: 'Place Bid' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';

function Example({ onConfirm = jest.fn(), busy = false }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Raid
      </button>
      <ConfirmDialog
        open={open}
        title="Delete event?"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Delete Raid' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Delete event?' }) };
}

describe('ConfirmDialog', () => {
  it('asks with the title, the text, Cancel and the action, focus on Cancel', () => {
    renderWithProviders(<Example />);
    const { dialog } = open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('confirms on the action button and stays open until the caller closes it', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<Example onConfirm={onConfirm} />);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab inside: from the action it wraps to the first control', async () => {
    renderWithProviders(<Example />);
    open();
    screen.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
  ])('cancels on %s without confirming, focus back on the opener', async (_how, cancel) => {
    const onConfirm = jest.fn();
    renderWithProviders(<Example onConfirm={onConfirm} />);
    const { opener } = open();
    await cancel();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('while busy, the action waits with a spinner', () => {
    renderWithProviders(<Example busy />);
    open();
    const action = screen.getByRole('button', { name: 'Delete' });
    expect(action).toBeDisabled();
    expect(action).toHaveAttribute('aria-busy', 'true');
  });
});

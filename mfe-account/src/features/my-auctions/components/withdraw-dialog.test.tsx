import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { WithdrawDialog } from './withdraw-dialog';

function open(available: number) {
  const withdraw = jest.fn().mockResolvedValue(undefined);
  const onClose = jest.fn();
  renderWithProviders(
    <WithdrawDialog available={available} withdraw={withdraw} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Withdraw to the game' });
  return { dialog, withdraw, onClose };
}

it('says what is available and refuses more, sending nothing', async () => {
  const { dialog, withdraw } = open(9_999);
  expect(dialog).toHaveTextContent('Available: 99s 99c.');
  await userEvent.type(screen.getByLabelText('Gold'), '1');
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(
    await screen.findByText('You can withdraw at most 99s 99c (what is available)'),
  ).toBeVisible();
  expect(withdraw).not.toHaveBeenCalled();
});

it('withdraws gold, silver and copper as one amount, then closes', async () => {
  const { withdraw, onClose } = open(50_000);
  await userEvent.type(screen.getByLabelText('Gold'), '3');
  await userEvent.type(screen.getByLabelText('Silver'), '80');
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(withdraw).toHaveBeenCalledWith(38_000);
  expect(onClose).toHaveBeenCalled();
});

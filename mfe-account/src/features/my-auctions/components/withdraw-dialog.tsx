import { Field, FormModal, Input, formatMoney } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { readWithdrawalAmount, type CoinFields } from '../lib/withdrawal-amount';

const Coins = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Available = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FIELDS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'copper', label: 'Copper' },
] as const;

interface WithdrawDialogProps {
  available: number;
  withdraw: (amount: number) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for money from the wallet back in game: at most what is available. */
export function WithdrawDialog({ available, withdraw, onClose }: WithdrawDialogProps) {
  const [coins, setCoins] = useState<CoinFields>({ gold: '', silver: '', copper: '' });
  const read = readWithdrawalAmount(coins, available);
  return (
    <FormModal
      title="Withdraw to the game"
      submitLabel="Withdraw"
      check={() => read.error}
      save={async () => {
        if (read.amount !== null) await withdraw(read.amount);
        onClose();
      }}
      failureMessage="Your withdrawal was not asked. Please try again."
      onClose={onClose}
    >
      <Available>
        Available: <strong>{formatMoney(available)}</strong>. The game server pays it to your
        character; until it picks it up you can cancel it here.
      </Available>
      <Coins>
        {FIELDS.map(({ key, label }) => (
          <Field key={key} label={label}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              value={coins[key]}
              onChange={(event) =>
                setCoins((previous) => ({ ...previous, [key]: event.target.value }))
              }
            />
          </Field>
        ))}
      </Coins>
    </FormModal>
  );
}

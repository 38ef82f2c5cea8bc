import { Field, FormModal, Input, RichText, formatMoney } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { readWithdrawalAmount, type CoinFields } from '../lib/withdrawal-amount';
import { t } from '../../../lib/i18n';

const Coins = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Available = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FIELDS = ['gold', 'silver', 'copper'] as const;

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
      title={t('withdraw.title')}
      submitLabel={t('withdraw.submit')}
      check={() => read.error}
      save={async () => {
        if (read.amount !== null) await withdraw(read.amount);
        onClose();
      }}
      failureMessage={t('withdraw.failed')}
      onClose={onClose}
    >
      <Available>
        <RichText
          text={t('withdraw.available', { amount: formatMoney(available) })}
          parts={{ amount: (amount) => <strong>{amount}</strong> }}
        />
      </Available>
      <Coins>
        {FIELDS.map((key) => (
          <Field key={key} label={t(`withdraw.${key}`)}>
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

import styled from 'styled-components';
import { VisuallyHidden } from '@norsecraft/shared';
import { passwordChecklist } from '../lib/new-password';
import { t } from '../lib/i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.9375rem;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
  transition: color 0.15s;
`;

/** The live list of password rules under the field; each item turns green once it is met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} aria-label={t('password.requirements')}>
      {passwordChecklist(password).map((item) => (
        <Item key={item.id} $met={item.met} data-met={item.met}>
          <span aria-hidden="true">{item.met ? '✓' : '○'}</span>
          {t(`password.rule.${item.id}`)}
          <VisuallyHidden>{item.met ? t('password.met') : t('password.notMet')}</VisuallyHidden>
        </Item>
      ))}
    </List>
  );
}

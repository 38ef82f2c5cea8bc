import { Banner, LinkButton } from '@norsecraft/shared';
import styled from 'styled-components';
import { RichText } from '@norsecraft/shared';
import { t } from '../../../lib/i18n';

const Steps = styled.ol`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding-left: ${({ theme }) => theme.space(6)};
  line-height: 1.6;
`;

/**
 * What the bid dialog says to a member without a linked game account (bids need one: the item is
 * handed over in game, to the linked player): how to link it.
 */
export function LinkToBid() {
  return (
    <>
      <Banner tone="info">{t('link.intro')}</Banner>
      <Steps>
        <li>{t('link.settings')}</li>
        <li>
          <RichText text={t('link.join')} parts={{ code: (text) => <code>{text}</code> }} />
        </li>
        <li>{t('link.return')}</li>
      </Steps>
      <LinkButton to="/settings">{t('link.button')}</LinkButton>
    </>
  );
}

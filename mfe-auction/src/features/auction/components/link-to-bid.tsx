import { Banner, LinkButton } from '@norsecraft/shared';
import styled from 'styled-components';

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
      <Banner tone="info">
        Link your Minecraft account to bid: won items are handed over in game, to the player linked
        to your account.
      </Banner>
      <Steps>
        <li>Open Settings and get a link code under Game account.</li>
        <li>
          Join the server and type <code>/link</code> and the code in chat.
        </li>
        <li>Come back here: the Bid button works once your account shows as verified.</li>
      </Steps>
      <LinkButton to="/settings">Link your game account</LinkButton>
    </>
  );
}

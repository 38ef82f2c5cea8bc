import { useState } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@norsecraft/shared';
import { FALLBACK_HEAD_URL } from '../../../assets/fallback-images';

const Img = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  image-rendering: pixelated;
`;

/** The player's head from the avatar service; the bundled head if the service fails. */
export function PlayerHead({ username, size = 64 }: { username: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Img
      src={failed ? FALLBACK_HEAD_URL : siteConfig.avatarServiceUrl(username)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@norsecraft/shared';
import { BARRIER_TEXTURE_URL } from '../../../assets/fallback-images';
import { textureName } from '../lib/texture-name';

const Img = styled.img`
  flex: none;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  image-rendering: pixelated;
`;

/** The item's texture from the asset host, or the barrier texture when it has none. */
export function ItemTexture({ name }: { name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Img
      src={failed ? BARRIER_TEXTURE_URL : siteConfig.itemTextureUrl(textureName(name))}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      data-fallback={failed || undefined}
      onError={() => setFailed(true)}
    />
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { brokenBeforeHydration, siteConfig } from '@norsecraft/shared';
import { drawnHead } from '../lib/drawn-head';

const Img = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  image-rendering: pixelated;
`;

const Drawn = styled.svg`
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** The player's head drawn by the site, pixel by pixel. */
function DrawnHead({ username, size }: { username: string; size: number }) {
  return (
    <Drawn
      width={size}
      height={size}
      viewBox="0 0 8 8"
      shapeRendering="crispEdges"
      aria-hidden="true"
      data-drawn-head={username}
    >
      {drawnHead(username).map((row, y) =>
        row.map((colour, x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={colour} />
        )),
      )}
    </Drawn>
  );
}

/** The player's head from the avatar service; a head drawn for them if the service fails. */
export function PlayerHead({ username, size = 64 }: { username: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <DrawnHead username={username} size={size} />;
  return (
    <Img
      src={siteConfig.avatarServiceUrl(username)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      ref={brokenBeforeHydration(() => setFailed(true))}
      onError={() => setFailed(true)}
    />
  );
}

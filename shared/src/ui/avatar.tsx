import { useState } from 'react';
import styled from 'styled-components';
import { brokenBeforeHydration } from '../lib/broken-before-hydration';

const Circle = styled.span<{ $size: number; $ring: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  border: ${({ $ring }) => $ring}px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  /* The face's own line box: a tighter one lets the initials' glyphs overflow it. */
  line-height: normal;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    image-rendering: pixelated;
  }
`;

/** Up to two letters from a name: "Ivar_Boneless" → "IB", "thor" → "T". */
export function initialsOf(name: string): string {
  const parts = name
    .split(/[\s_.\-@]+/)
    .filter(Boolean)
    .slice(0, 2);
  const letters = parts.map((part) => part.charAt(0).toUpperCase()).join('');
  return letters || '?';
}

export interface AvatarProps {
  url: string | null | undefined;
  /** Whose avatar: the image's alt text ("…'s avatar") and the initials when it cannot load. */
  name: string;
  size?: number;
  /** Beside the name already (a menu button with its own label): nothing for screen readers. */
  decorative?: boolean;
}

/**
 * A round avatar. Without an image, or when its host cannot be reached (the default avatar comes
 * from an outside head service), the person's initials fill the circle instead of a broken image
 * and its alt text.
 */
export function Avatar({ url, name, size = 96, decorative = false }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const ring = size >= 64 ? 3 : 2;
  const label = decorative ? undefined : `${name}'s avatar`;
  return (
    <Circle $size={size} $ring={ring} data-avatar>
      {url && url !== failedUrl ? (
        <img
          ref={brokenBeforeHydration(() => setFailedUrl(url))}
          src={url}
          alt={label ?? ''}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span role={label ? 'img' : undefined} aria-label={label} aria-hidden={!label || undefined}>
          {initialsOf(name)}
        </span>
      )}
    </Circle>
  );
}

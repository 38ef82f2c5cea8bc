import { useState } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@norsecraft/shared';

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  border: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

interface AvatarImageProps {
  url: string | null | undefined;
  alt: string;
  size?: number;
}

/** A round avatar that falls back to the site's default image when the URL is empty or broken. */
export function AvatarImage({ url, alt, size = 96 }: AvatarImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url && url !== failedUrl ? url : siteConfig.defaultAvatarUrl;
  return <Img src={src} alt={alt} $size={size} onError={() => url && setFailedUrl(url)} />;
}

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled, { css } from 'styled-components';

type THeadshotSize = 'sm' | 'lg';

/** The frame in CSS pixels (8rem, 3.5rem), also the image's own width and height: no shift as it loads. */
const SIZE_PX: Record<THeadshotSize, number> = { lg: 128, sm: 56 };

const frame = css<{ $size: THeadshotSize }>`
  flex: none;
  width: ${({ $size }) => SIZE_PX[$size] / 16}rem;
  height: ${({ $size }) => SIZE_PX[$size] / 16}rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.tint};
`;

const Photo = styled.img<{ $size: THeadshotSize }>`
  ${frame}
  object-fit: cover;
`;

const Placeholder = styled.svg<{ $size: THeadshotSize }>`
  ${frame}
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type THeadshotProps = {
  src: string;
  name: string;
  $size?: THeadshotSize;
  /** In a list the name is printed next to the picture, so the picture adds nothing for screen readers. */
  isDecorative?: boolean;
};

/**
 * A candidate's photo, or a drawn silhouette when there is none ('NA'), it is not a web address, or it
 * fails to load (a dead link, or an http: address the content security policy refuses).
 */
export function CandidateHeadshot({ src, name, $size = 'sm', isDecorative = false }: THeadshotProps) {
  const { t } = useLingui();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasPhoto = /^https?:\/\//.test(src) && failedSrc !== src;

  if (hasPhoto) {
    return (
      <Photo
        src={src}
        alt={isDecorative ? '' : t`Photo of ${name}`}
        $size={$size}
        width={SIZE_PX[$size]}
        height={SIZE_PX[$size]}
        // The large photo heads a candidate's page, above the fold and likely its largest paint: it loads
        // at once and first. List photos wait until they near the screen.
        loading={$size === 'lg' ? 'eager' : 'lazy'}
        fetchPriority={$size === 'lg' ? 'high' : 'auto'}
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <Placeholder
      $size={$size}
      viewBox="0 0 64 64"
      focusable="false"
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t`No photo of ${name}` })}
    >
      <circle cx="32" cy="24" r="11" fill="currentColor" />
      <path d="M12 54c2-11 10-17 20-17s18 6 20 17z" fill="currentColor" />
    </Placeholder>
  );
}

import { PlayIcon } from 'lucide-react';
import styled, { css } from 'styled-components';
import type { TVideo } from '../../../shared/schemas/videos';
import { categoryName } from './category-names';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/**
 * What a video is called on the page: its title as written, else its category's name in the page's language
 * (older videos have no title).
 */
export const videoName = (video: TVideo, i18n: I18n) => video.title ?? categoryName(i18n, video.category);

/** How wide one thumbnail is in a scrolling row: two and a bit show on a phone, inviting a swipe. */
export const rowThumbnailWidth = css`
  width: 9rem;

  ${({ theme }) => theme.media.tablet} {
    width: 11rem;
  }
`;

const Button = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  text-align: start;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover img {
    transform: scale(1.03);
  }
`;

const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: 9 / 16;
  background: ${({ theme }) => theme.colors.skeleton};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: transform 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const PlayBadge = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Caption = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-size: 0.9375rem;
  font-weight: 700;
  line-height: 1.3;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

/**
 * How many thumbnails of a page's first row or grid load at once: they are above the fold on a phone (two
 * and a bit in a row), one of them likely the largest paint. The rest load lazily as they near the screen.
 */
export const EAGER_THUMBNAILS = 3;

type TVideoThumbnailProps = {
  video: TVideo;
  onPlay(video: TVideo): void;
  /** Above the fold on first paint: loaded at once rather than lazily. */
  isEager?: boolean;
};

/** A video's thumbnail and name; pressing it asks to play the video. */
export function VideoThumbnail({ video, onPlay, isEager = false }: TVideoThumbnailProps) {
  const { i18n } = useLingui();
  return (
    <Button type="button" onClick={() => onPlay(video)}>
      <Frame>
        <Image
          src={video.thumbnailUrl}
          alt=""
          width={360}
          height={640}
          loading={isEager ? 'eager' : 'lazy'}
          // Ahead of the page's scripts: one of these is the largest paint of a library page.
          fetchPriority={isEager ? 'high' : 'auto'}
          decoding="async"
        />
        <PlayBadge aria-hidden="true">
          <PlayIcon focusable="false" size={16} fill="currentColor" />
        </PlayBadge>
      </Frame>
      <Caption>{videoName(video, i18n)}</Caption>
    </Button>
  );
}

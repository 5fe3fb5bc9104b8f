import styled from 'styled-components';
import type { TVideo } from '../../../shared/schemas/videos';
import { EAGER_THUMBNAILS, VideoThumbnail } from './video-thumbnail';

export const VideoGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  }
`;

type TVideoGridProps = {
  videos: TVideo[];
  onPlay(video: TVideo): void;
  /** Attached to the last item, which the infinite list watches. */
  lastItemRef?: (element: HTMLLIElement | null) => void;
};

/** Videos as a wrapped grid (newest first and search results). */
export function VideoGrid({ videos, onPlay, lastItemRef }: TVideoGridProps) {
  return (
    <VideoGridList>
      {videos.map((video, index) => (
        <li key={video.id} ref={index === videos.length - 1 ? lastItemRef : undefined}>
          <VideoThumbnail video={video} onPlay={onPlay} isEager={index < EAGER_THUMBNAILS} />
        </li>
      ))}
    </VideoGridList>
  );
}

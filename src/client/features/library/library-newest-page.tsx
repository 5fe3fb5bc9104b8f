import { Spinner } from '../../components/ui/spinner';
import { useVideoPages } from '../../lib/use-video-pages';
import { LibraryShell } from './library-shell';
import { LibraryEmpty, LibraryError, LibrarySkeleton } from './library-states';
import { VideoGrid } from './video-grid';
import { useVideoPlayer } from './video-player-modal';
import { Trans } from '@lingui/react/macro';

/** /learninglibnewfirst: every video, newest first, as a wrapped grid loaded page by page. */
export default function LibraryNewestPage() {
  const { videos, isPending, isError, isFetchingNextPage, lastItemRef } = useVideoPages(true);
  const { play, player } = useVideoPlayer();
  return (
    <LibraryShell view="newest">
      {isPending && <LibrarySkeleton layout="grid" />}
      {!isPending && !isError && videos.length === 0 && (
        <LibraryEmpty>
          <Trans>No videos yet.</Trans>
        </LibraryEmpty>
      )}
      {videos.length > 0 && <VideoGrid videos={videos} onPlay={play} lastItemRef={lastItemRef} />}
      {isFetchingNextPage && <Spinner />}
      {isError && <LibraryError />}
      {player}
    </LibraryShell>
  );
}

import styled from 'styled-components';
import { useParams } from 'wouter';
import { usePageTitle } from '../../lib/page-head';
import { trpc } from '../../lib/trpc';
import { LibraryShell } from './library-shell';
import { LibraryEmpty, LibraryError, LibrarySkeleton } from './library-states';
import { VideoGrid } from './video-grid';
import { useVideoPlayer } from './video-player-modal';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

const Heading = styled.h2`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const Summary = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

/** The address carries the keyword encoded; a malformed escape is searched for as typed. */
function decodeKeyword(raw: string) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /search/{keyword}: 'Search Results', or 'No Books Found.' (spec part 1 §2, §8). */
export default function LibrarySearchPage() {
  const keyword = decodeKeyword(useParams<{ keyword: string }>().keyword ?? '');
  const results = trpc.videos.search.useQuery({ keyword });
  const { play, player } = useVideoPlayer();
  const count = results.data?.length ?? 0;
  const { t } = useLingui();
  usePageTitle(t`Search Results for “${keyword}”`);

  return (
    <LibraryShell keyword={keyword}>
      <Heading>
        <Trans>Search Results</Trans>
      </Heading>
      {results.isPending && <LibrarySkeleton layout="grid" />}
      {results.isError && <LibraryError />}
      {results.isSuccess && count === 0 && (
        <LibraryEmpty>
          <Trans>No Books Found.</Trans>
        </LibraryEmpty>
      )}
      {results.isSuccess && count > 0 && (
        <>
          <Summary role="status">
            <Plural value={count} one={`# video for “${keyword}”`} other={`# videos for “${keyword}”`} />
          </Summary>
          <VideoGrid videos={results.data} onPlay={play} />
        </>
      )}
      {player}
    </LibraryShell>
  );
}

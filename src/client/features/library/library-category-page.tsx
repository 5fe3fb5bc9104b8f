import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { VIDEO_CATEGORIES, type TVideoCategory } from '../../../shared/constants/categories';
import type { TVideo } from '../../../shared/schemas/videos';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useResetVideoPages, useVideoPages } from '../../lib/use-video-pages';
import { CategoryRow } from './category-row';
import { groupByCategory } from './group-by-category';
import { LibraryShell } from './library-shell';
import { LibraryEmpty, LibraryError, LibrarySkeleton } from './library-states';
import { useVideoPlayer, VideoPlayerModal } from './video-player-modal';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryName } from './category-names';

const FilterLabel = styled.label`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  font-weight: 700;

  ${({ theme }) => theme.media.tablet} {
    width: auto;
    min-width: 18rem;
  }
`;

const Select = styled.select`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type TOnPlay = (video: TVideo) => void;

/** Every category, a row each, loaded page by page as the visitor scrolls down. */
function AllCategories({ onPlay }: { onPlay: TOnPlay }) {
  const { videos, isPending, isError, isFetchingNextPage, lastItemRef } = useVideoPages(false);
  const groups = groupByCategory(videos);
  if (isPending) return <LibrarySkeleton layout="rows" />;
  if (isError && videos.length === 0) return <LibraryError />;
  if (groups.length === 0)
    return (
      <LibraryEmpty>
        <Trans>No videos yet.</Trans>
      </LibraryEmpty>
    );
  return (
    <>
      {groups.map((group, index) => (
        <CategoryRow
          key={group.category}
          category={group.category}
          videos={group.videos}
          onPlay={onPlay}
          isFirst={index === 0}
          ref={index === groups.length - 1 ? lastItemRef : undefined}
        />
      ))}
      {isFetchingNextPage && <Spinner />}
      {isError && <LibraryError />}
    </>
  );
}

function OneCategory({ category, onPlay }: { category: TVideoCategory; onPlay: TOnPlay }) {
  const list = trpc.videos.inCategory.useQuery({ category });
  if (list.isPending) return <LibrarySkeleton layout="rows" />;
  if (list.isError) return <LibraryError />;
  if (list.data.length === 0)
    return (
      <LibraryEmpty>
        <Trans>No videos in this category yet.</Trans>
      </LibraryEmpty>
    );
  return <CategoryRow category={category} videos={list.data} onPlay={onPlay} isFirst />;
}

const VIDEO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /learninglib?video={id} opens that video's player at once (a shared link, issue 16); closing it leaves the
 * plain /learninglib. The server render fetches the video with the page, so the dialog opens without a
 * request as soon as the page hydrates (the dialog is a portal into <body>, which exists only in a browser).
 */
function useLinkedVideo() {
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('video') ?? '';
  const linked = trpc.videos.byId.useQuery({ id }, { enabled: VIDEO_ID.test(id) });
  // The dialog is left out of the server's markup.
  const isHydrated = useIsHydrated();
  if (!isHydrated || !VIDEO_ID.test(id) || !linked.data) return null;
  return <VideoPlayerModal video={linked.data} onClose={() => navigate('/learninglib', { replace: true })} />;
}

/** /learninglib: the library by category, with a filter for one category (spec part 1 §2). */
export default function LibraryCategoryPage() {
  const linkedPlayer = useLinkedVideo();
  const [category, setCategory] = useState<TVideoCategory | ''>('');
  const resetPages = useResetVideoPages(false);
  const { play, player } = useVideoPlayer();
  const { i18n } = useLingui();

  const filter = (
    <FilterLabel>
      <Trans>Category</Trans>
      <Select
        value={category}
        onChange={(event) => {
          // Spec part 1 §4: changing the category starts the list again from page 1.
          resetPages();
          setCategory(VIDEO_CATEGORIES.find((name) => name === event.target.value) ?? '');
        }}
      >
        <option value="">
          <Trans>All videos</Trans>
        </option>
        {VIDEO_CATEGORIES.map((name) => (
          <option key={name} value={name}>
            {categoryName(i18n, name)}
          </option>
        ))}
      </Select>
    </FilterLabel>
  );

  return (
    <LibraryShell view="category" tools={filter}>
      {category ? <OneCategory category={category} onPlay={play} /> : <AllCategories onPlay={play} />}
      {player}
      {linkedPlayer}
    </LibraryShell>
  );
}

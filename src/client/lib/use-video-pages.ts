import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { trpc } from './trpc';
import { useOnVisible } from './use-on-visible';

/**
 * The video library in pages of LIBRARY_PAGE_SIZE, from page 1, by category or newest first. The next
 * page loads when the element given `lastItemRef` (the last item shown) comes into view; `videos` is
 * every page loaded so far, in order.
 */
export function useVideoPages(newestFirst: boolean) {
  const pages = trpc.videos.page.useInfiniteQuery(
    { newestFirst },
    {
      initialCursor: 1,
      getNextPageParam: (lastPage, allPages) => (lastPage.hasMore ? allPages.length + 1 : undefined),
    },
  );
  const { data, hasNextPage, isPending, isError, isFetching, isFetchingNextPage, fetchNextPage } = pages;
  // Not while the loaded pages are being refetched (e.g. after an edit): asking for the next page then
  // would cancel that refetch and leave the old pages on screen.
  const lastItemRef = useOnVisible<HTMLElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetching && !isError,
  );
  return {
    videos: data?.pages.flatMap((page) => page.data) ?? [],
    isPending,
    isError,
    isFetchingNextPage,
    lastItemRef,
  };
}

/** Forgets the pages loaded so far, so that the list starts again from page 1 when it is next shown. */
export function useResetVideoPages(newestFirst: boolean) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.removeQueries({ queryKey: getQueryKey(trpc.videos.page, { newestFirst }, 'infinite') }),
    [queryClient, newestFirst],
  );
}

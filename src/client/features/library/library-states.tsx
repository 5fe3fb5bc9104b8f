import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { VideoGridList } from './video-grid';
import { rowThumbnailWidth } from './video-thumbnail';
import { Trans } from '@lingui/react/macro';

/** Spec part 1 §8: what a failed library fetch shows. */
export function LibraryError() {
  return (
    <Notice $tone="error">
      <Trans>Error on server side</Trans>
    </Notice>
  );
}

const EmptyBox = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: ${({ theme }) => theme.space.xl};
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export function LibraryEmpty({ children }: { children: ReactNode }) {
  return <EmptyBox role="status">{children}</EmptyBox>;
}

const TileSkeleton = styled(Skeleton)`
  aspect-ratio: 9 / 16;
`;

const RowTileSkeleton = styled(TileSkeleton)`
  flex: none;
  ${rowThumbnailWidth}
`;

const HeadingSkeleton = styled(Skeleton)`
  width: 12rem;
  height: 1.5rem;
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  overflow: hidden;
`;

/** Grey stand-ins shaped like the rows or the grid that is loading. */
export function LibrarySkeleton({ layout }: { layout: 'rows' | 'grid' }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>
        <Trans>Loading videos…</Trans>
      </VisuallyHidden>
      {layout === 'grid' ? (
        <VideoGridList as="div">
          {Array.from({ length: 8 }, (_, index) => (
            <TileSkeleton key={index} />
          ))}
        </VideoGridList>
      ) : (
        Array.from({ length: 2 }, (_, row) => (
          <div key={row}>
            <HeadingSkeleton />
            <SkeletonRow>
              {Array.from({ length: 8 }, (_, index) => (
                <RowTileSkeleton key={index} />
              ))}
            </SkeletonRow>
          </div>
        ))
      )}
    </div>
  );
}

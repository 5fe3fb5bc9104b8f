import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import type { TVideo } from '../../../shared/schemas/videos';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../components/ui/button';
import { CardList } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { useVideoPages } from '../../lib/use-video-pages';
import { AddVideoDialog } from './add-video-dialog';
import { AdminPageHeader } from '../../components/ui/admin-page-header';

const Header = styled(AdminPageHeader)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// Admins scan and manage, so each video is a compact card: a small thumbnail beside its details.
const Card = styled.li`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 9 / 16;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} 0`};
`;

const Category = styled.p`
  margin: 0;
  font-weight: 700;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.navy};
`;

const Title = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};

  & > * {
    padding-inline-end: ${({ theme }) => theme.space.md};
    padding-inline-start: ${({ theme }) => theme.space.md};
  }
`;

const videoName = (video: TVideo) => video.title ?? video.category;

/** /admin/library and /admindashboard: every video, newest first, with add, edit and delete. */
export default function AdminDashboardPage() {
  const { logout } = useSession();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [isAdding, setIsAdding] = useState(false);
  const list = useVideoPages(true);
  const remove = trpc.videos.delete.useMutation();

  async function deleteVideo(video: TVideo) {
    if (!window.confirm(`Delete the video "${videoName(video)}"?`)) return;
    try {
      await remove.mutateAsync({ id: video.id });
    } catch (error) {
      // The error banner shows it; this only keeps the rejection from going unhandled.
      console.error('Deleting the video failed', error);
      return;
    }
    utils.videos.page.setInfiniteData(
      { newestFirst: true },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.filter((item) => item.id !== video.id),
          })),
        },
    );
    // The pages after the deleted video have shifted; every list of videos reloads.
    await utils.videos.invalidate();
  }

  async function added() {
    setIsAdding(false);
    await utils.videos.invalidate();
    navigate('/admin/library');
  }

  return (
    <>
      <Header>
        <PageHeading>Admin Dashboard</PageHeading>
        <Actions>
          <Button type="button" onClick={() => setIsAdding(true)}>
            Add More
          </Button>
          <Button type="button" $variant="secondary" onClick={() => void logout()}>
            Sign out
          </Button>
        </Actions>
      </Header>
      {remove.isError && (
        <Notice $tone="error">That video could not be deleted: {remove.error.message}</Notice>
      )}
      {list.isPending && <Spinner />}
      {!list.isPending && !list.isError && list.videos.length === 0 && (
        <Notice $tone="info">No videos yet. Add the first one.</Notice>
      )}
      {list.videos.length > 0 && (
        <CardList $min="21rem">
          {list.videos.map((video, index) => (
            <Card key={video.id} ref={index === list.videos.length - 1 ? list.lastItemRef : undefined}>
              <Thumbnail src={video.thumbnailUrl} alt="" width={360} height={640} loading="lazy" />
              <CardBody>
                <Category>{video.category}</Category>
                {video.title && <Title>{video.title}</Title>}
                <CardActions>
                  <ButtonLink
                    href={`/adminedit/${video.id}`}
                    $variant="secondary"
                    aria-label={`Edit Video: ${videoName(video)}`}
                  >
                    Edit Video
                  </ButtonLink>
                  <Button
                    $variant="danger"
                    type="button"
                    disabled={remove.isPending}
                    aria-label={`Delete: ${videoName(video)}`}
                    onClick={() => void deleteVideo(video)}
                  >
                    Delete
                  </Button>
                </CardActions>
              </CardBody>
            </Card>
          ))}
        </CardList>
      )}
      {list.isFetchingNextPage && <Spinner />}
      {list.isError && <Notice $tone="error">The videos could not be loaded. Try again later.</Notice>}
      {isAdding && <AddVideoDialog onClose={() => setIsAdding(false)} onAdded={() => void added()} />}
    </>
  );
}

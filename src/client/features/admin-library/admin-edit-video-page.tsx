import { useEffect } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useParams } from 'wouter';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { VideoForm } from './video-form';

// An id the server does not know, or cannot be an id at all (refused by the shared id schema).
const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

const Card = styled.section`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: 700;
`;

/** /adminedit/{id}: the video's form, filled in; saving returns to the dashboard (spec part 1 §2, §4). */
export default function AdminEditVideoPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const video = trpc.videos.byId.useQuery({ id }, { retry: false });

  useEffect(() => {
    if (video.error) console.error('Error at backend', video.error);
  }, [video.error]);

  async function saved() {
    await utils.videos.invalidate();
    navigate('/admindashboard');
  }

  return (
    <>
      <BackLink href="/admindashboard">← Admin Dashboard</BackLink>
      <PageHeading>Edit Video</PageHeading>
      {video.isPending && <Spinner />}
      {video.isError && (
        <Notice $tone="error">
          {MISSING_CODES.has(video.error.data?.code ?? '')
            ? 'There is no such video: it may have been deleted.'
            : 'The video could not be loaded. Try again later.'}
        </Notice>
      )}
      {video.data && (
        <Card aria-label="Video details">
          <VideoForm video={video.data} submitLabel="Save Changes" onSaved={() => void saved()} />
        </Card>
      )}
    </>
  );
}

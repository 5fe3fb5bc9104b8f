import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { FeedbackList } from './feedback-list';
import type { TFeedback } from '../../../shared/schemas/feedback';

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** Admin feedback (spec part 2 §2, §4): newest first, pages counted from 0 and shown from 1. */
export default function AdminFeedbackPage() {
  const [page, setPage] = useState(0);
  const list = trpc.feedback.list.useQuery({ page });
  const remove = trpc.feedback.delete.useMutation();
  const totalPages = list.data?.totalPages ?? 0;

  async function deleteItem({ id, fullName }: TFeedback) {
    if (!window.confirm(`Delete the feedback from ${fullName}?`)) return;
    try {
      await remove.mutateAsync({ id });
    } catch (error) {
      // The error banner shows it; this only keeps the rejection from going unhandled.
      console.error('Deleting feedback failed', error);
      return;
    }
    const { data } = await list.refetch();
    // Deleting the last row of the last page leaves that page empty: step back to the one before.
    if (data && page > 0 && page >= data.totalPages) setPage(data.totalPages - 1);
  }

  return (
    <>
      <PageHeading>Feedback</PageHeading>
      {list.isPending && <Spinner />}
      {list.isError && <Notice $tone="error">The feedback could not be loaded: {list.error.message}</Notice>}
      {remove.isError && (
        <Notice $tone="error">That feedback could not be deleted: {remove.error.message}</Notice>
      )}
      {list.data?.feedbacks.length === 0 && <Notice $tone="info">No feedback yet.</Notice>}
      {list.data && list.data.feedbacks.length > 0 && (
        <FeedbackList
          feedbacks={list.data.feedbacks}
          isDeleting={remove.isPending}
          onDelete={(item) => void deleteItem(item)}
        />
      )}
      {totalPages > 1 && (
        <Pages aria-label="Feedback pages">
          {Array.from({ length: totalPages }, (_, index) => (
            <Button
              key={index}
              type="button"
              $variant={index === page ? 'primary' : 'secondary'}
              aria-current={index === page ? 'page' : undefined}
              onClick={() => setPage(index)}
            >
              {index + 1}
            </Button>
          ))}
        </Pages>
      )}
    </>
  );
}

import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { trpc } from '../../lib/trpc';

/** Admin feedback (spec part 2 §2, §4): newest first, pages counted from 0 and shown from 1. */
const TableWrap = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }

  th {
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.tint};
  }

  td:nth-child(3) {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const DeleteButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.red};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export default function AdminFeedbackPage() {
  const [page, setPage] = useState(0);
  const list = trpc.feedback.list.useQuery({ page });
  const remove = trpc.feedback.delete.useMutation();
  const totalPages = list.data?.totalPages ?? 0;

  async function deleteRow(id: string, fullName: string) {
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
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Full Name</th>
                <th scope="col">Email</th>
                <th scope="col">Feedback</th>
                <th scope="col">
                  <VisuallyHidden>Delete</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.feedbacks.map((item) => (
                <tr key={item._id}>
                  <td>{item.fullName}</td>
                  <td>
                    <a href={`mailto:${item.email}`}>{item.email}</a>
                  </td>
                  <td>{item.feedback}</td>
                  <td>
                    <DeleteButton
                      type="button"
                      aria-label={`Delete feedback from ${item.fullName}`}
                      disabled={remove.isPending}
                      onClick={() => void deleteRow(item._id, item.fullName)}
                    >
                      <Trash2 aria-hidden="true" focusable="false" size={20} />
                    </DeleteButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
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

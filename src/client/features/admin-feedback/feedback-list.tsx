import { Trash2Icon } from 'lucide-react';
import styled, { useTheme } from 'styled-components';
import type { TFeedback } from '../../../shared/schemas/feedback';
import { CardFields, CardList, RowCard, TableWrap, textTableStyles } from '../../components/ui/data-table';
import { roundIconButtonStyles } from '../../components/ui/round-icon-button';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { useMediaQuery } from '../../lib/use-media-query';

const Table = styled.table`
  ${textTableStyles}

  td:nth-child(3) {
    white-space: pre-wrap;
  }
`;

const Card = styled(RowCard)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

const Fields = styled(CardFields)`
  dd:last-child {
    white-space: pre-wrap;
  }
`;

const DeleteButton = styled.button`
  ${roundIconButtonStyles}
  color: ${({ theme }) => theme.colors.red};
  background: none;
  border: 0;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

type TFeedbackListProps = {
  feedbacks: TFeedback[];
  isDeleting: boolean;
  onDelete(item: TFeedback): void;
};

function DeleteFeedbackButton({
  item,
  isDeleting,
  onDelete,
}: Omit<TFeedbackListProps, 'feedbacks'> & { item: TFeedback }) {
  return (
    <DeleteButton
      type="button"
      aria-label={`Delete feedback from ${item.fullName}`}
      disabled={isDeleting}
      onClick={() => onDelete(item)}
    >
      <Trash2Icon aria-hidden="true" focusable="false" size={20} />
    </DeleteButton>
  );
}

const EmailLink = ({ email }: { email: string }) => <a href={`mailto:${email}`}>{email}</a>;

/**
 * The messages as a table with Full Name, Email and Feedback columns from the tablet breakpoint up; on a
 * phone, where three columns of free text cannot fit, as a list of cards naming each field.
 */
export function FeedbackList({ feedbacks, isDeleting, onDelete }: TFeedbackListProps) {
  const isWide = useMediaQuery(`(min-width: ${useTheme().breakpoints.tablet})`);
  if (!isWide) {
    return (
      <CardList aria-label="Feedback messages">
        {feedbacks.map((item) => (
          <Card key={item.id}>
            <Fields>
              <dt>Full Name</dt>
              <dd>{item.fullName}</dd>
              <dt>Email</dt>
              <dd>
                <EmailLink email={item.email} />
              </dd>
              <dt>Feedback</dt>
              <dd>{item.feedback}</dd>
            </Fields>
            <DeleteFeedbackButton item={item} isDeleting={isDeleting} onDelete={onDelete} />
          </Card>
        ))}
      </CardList>
    );
  }
  return (
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
          {feedbacks.map((item) => (
            <tr key={item.id}>
              <td>{item.fullName}</td>
              <td>
                <EmailLink email={item.email} />
              </td>
              <td>{item.feedback}</td>
              <td>
                <DeleteFeedbackButton item={item} isDeleting={isDeleting} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

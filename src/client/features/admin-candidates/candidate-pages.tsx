import styled from 'styled-components';
import { Button } from '../../components/ui/button';

/** Candidates per page of the admin table (ADR 17). */
export const PAGE_SIZE = 25;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.md};
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type TCandidatePagesProps = {
  /** Counted from 0, shown from 1. */
  page: number;
  pageCount: number;
  total: number;
  onChange(page: number): void;
};

/** Previous and next around 'Page 2 of 5', which stays short however many pages there are. */
export function CandidatePages({ page, pageCount, total, onChange }: TCandidatePagesProps) {
  if (pageCount < 2) return null;
  return (
    <Pages aria-label="Candidate pages">
      <Button type="button" $variant="secondary" disabled={page === 0} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Position aria-live="polite">
        Page {page + 1} of {pageCount} ({total} candidates)
      </Position>
      <Button
        type="button"
        $variant="secondary"
        disabled={page === pageCount - 1}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Pages>
  );
}

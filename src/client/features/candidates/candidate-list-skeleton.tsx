import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Skeleton } from '../../components/ui/skeleton';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { List, rowLayout } from './candidate-list';

/** Spec part 2 §9: the placeholder shows three candidate rows. */
const SKELETON_ROWS = 3;

const Row = styled.li`
  ${rowLayout}
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Photo = styled(Skeleton)`
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
`;

const Lines = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Line = styled(Skeleton)<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: 0.875rem;
`;

/** Stands in for a list of candidates while it loads. */
export function CandidateListSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label ?? t`Loading candidates…`}</VisuallyHidden>
      <List aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Row key={index}>
            <Photo />
            <Lines>
              <Line $width="60%" />
              <Line $width="30%" />
              <Line $width="45%" />
            </Lines>
          </Row>
        ))}
      </List>
    </div>
  );
}

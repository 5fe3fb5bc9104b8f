import styled from 'styled-components';
import { Spinner } from '../../components/ui/spinner';

const Box = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const Bar = styled.progress`
  grid-column: 1 / -1;
  width: 100%;
  height: 0.75rem;
  overflow: hidden;
  appearance: none;
  background: ${({ theme }) => theme.colors.tint};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.tint};
  }

  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.green};
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.green};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

/** The spinner, a bar and the percentage sent while a video form uploads; at 100% the server is working. */
export function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  const label = percent < 100 ? `Uploading… ${percent}%` : 'Processing the image…';
  return (
    <Box>
      <Spinner isCompact />
      <Label>{label}</Label>
      <Bar max={100} value={percent} aria-label="Upload progress">
        {percent}%
      </Bar>
    </Box>
  );
}

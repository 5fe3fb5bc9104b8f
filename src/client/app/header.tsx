import styled from 'styled-components';
import { Link } from 'wouter';
import { ElectionCountdown } from '../features/countdown/election-countdown';

const Bar = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.navy};
`;

const SiteName = styled(Link)`
  display: block;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.onDark};
  text-decoration: none;

  ${({ theme }) => theme.media.tablet} {
    font-size: 1.5rem;
  }
`;

export function Header() {
  return (
    <header>
      <ElectionCountdown />
      <Bar>
        <SiteName href="/">Progressive Voter Guide</SiteName>
      </Bar>
    </header>
  );
}

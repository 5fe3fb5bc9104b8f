import styled from 'styled-components';
import { PageHeading } from '../../components/ui/page-heading';

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} 0`};
`;

const Intro = styled.p`
  max-width: 40rem;
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export default function HomePage() {
  return (
    <Hero>
      <PageHeading>Know who&apos;s on your ballot</PageHeading>
      <Intro>
        A progressive guide to down-ballot races in New York City and beyond: who is running and where they
        stand. We don&apos;t claim neutrality.
      </Intro>
    </Hero>
  );
}

import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { HERO } from '../../content/home';
import { BallotIllustration } from './ballot-illustration';

const Panel = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }

  ${({ theme }) => theme.media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xl};
    align-items: center;
  }
`;

const Illustration = styled(BallotIllustration)`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: block;
    width: 16rem;
    height: auto;
  }
`;

const Title = styled.h1`
  max-width: 20ch;
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 2.25rem;
  line-height: 1.1;

  ${({ theme }) => theme.media.tablet} {
    font-size: 3.5rem;
  }
`;

const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};

  ${({ theme }) => theme.media.tablet} {
    font-size: 1.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export function Hero() {
  const { t } = useLingui();
  return (
    <Panel aria-labelledby="hero-heading">
      <div>
        <Title id="hero-heading">{t(HERO.title)}</Title>
        <Intro>{t(HERO.intro)}</Intro>
        <Actions>
          <ButtonLink href="/#findCandidates">{t(HERO.findCandidatesLabel)}</ButtonLink>
          <ButtonLink href="/#mission" $variant="onDark">
            {t(HERO.missionLabel)}
          </ButtonLink>
        </Actions>
      </div>
      <Illustration />
    </Panel>
  );
}

import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { ButtonLink, ExternalButtonLink } from '../../components/ui/button';
import { IconBadge } from '../../components/ui/card';
import {
  CANDIDATE_CALL_TO_ACTION,
  CANDIDATE_CONTACT_PATH,
  CANDIDATE_OFFERS,
} from '../../content/candidate-offers';
import { HOME_SECTIONS } from '../../content/home';
import { CardGrid, HomeSection } from './home-section';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Offer = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const OfferTitle = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.gold};
`;

const OfferText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Actions = styled.div`
  display: flex;
`;

/**
 * What we offer progressive campaigns. 'Let's Work Together' opens the external intake form in a new tab
 * when one is configured, and otherwise our own contact form.
 */
export function ForCandidates({ formUrl }: { formUrl: string | null }) {
  const { t } = useLingui();
  return (
    <HomeSection id="forCandidates" {...HOME_SECTIONS.forCandidates}>
      <Panel>
        <CardGrid $columns={3}>
          {CANDIDATE_OFFERS.map((offer) => (
            <Offer key={offer.title.id}>
              <IconBadge icon={offer.icon} />
              <OfferTitle>{t(offer.title)}</OfferTitle>
              <OfferText>{t(offer.text)}</OfferText>
            </Offer>
          ))}
        </CardGrid>
        <Actions>
          {formUrl ? (
            <ExternalButtonLink href={formUrl}>{t(CANDIDATE_CALL_TO_ACTION)}</ExternalButtonLink>
          ) : (
            <ButtonLink href={CANDIDATE_CONTACT_PATH}>{t(CANDIDATE_CALL_TO_ACTION)}</ButtonLink>
          )}
        </Actions>
      </Panel>
    </HomeSection>
  );
}

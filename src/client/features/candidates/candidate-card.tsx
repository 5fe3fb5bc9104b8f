import { CANDIDATE_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { useUntranslatedFields } from '../../lib/i18n';
import { ExternalLink } from '../../components/ui/external-link';
import { RecommendationBadge } from '../../components/ui/recommendation-badge';
import { CandidateHeadshot } from './candidate-headshot';
import { officeName } from '../../content/offices';
import { statusLabel } from './labels';
import { PartyTag } from './party-tag';
import { districtName } from '../../content/places';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
    justify-items: start;
    align-items: start;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

// The page's <h1>: a shared link to the page is about this person (the election is the line above).
const Name = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  align-items: center;
  margin: 0;

  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const BioLink = styled(ExternalLink)`
  justify-self: start;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

/** The candidate's photo and who they are: party and leaning in colour and words, office, district, status. */
export function CandidateCard({ candidate }: { candidate: TCandidate }) {
  const untranslated = useUntranslatedFields(candidate, CANDIDATE_TRANSLATED_FIELDS);
  const { i18n } = useLingui();
  return (
    <Card aria-labelledby="candidate-name">
      <CandidateHeadshot src={candidate.headshot} name={candidate.fullName} $size="lg" />
      <Body>
        <Name id="candidate-name">{candidate.fullName}</Name>
        <RecommendationBadge
          recommended={candidate.recommended}
          reason={candidate.recommendationReason}
          isReasonInEnglish={untranslated.includes('recommendationReason')}
        />
        <Facts>
          <dt>
            <Trans>Party</Trans>
          </dt>
          <dd>
            <PartyTag name={candidate.party} />
          </dd>
          <dt>
            <Trans>Leaning</Trans>
          </dt>
          <dd>
            <PartyTag name={candidate.polLeaning} />
          </dd>
          <dt>
            <Trans>Office</Trans>
          </dt>
          <dd>{officeName(candidate.office, i18n)}</dd>
          <dt>
            <Trans>District</Trans>
          </dt>
          <dd>{districtName(candidate.district, i18n)}</dd>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{statusLabel(candidate.incumbent, i18n)}</dd>
        </Facts>
        {candidate.bio !== 'NA' && (
          <BioLink href={candidate.bio}>
            <Trans>Bio Profile</Trans>
          </BioLink>
        )}
      </Body>
    </Card>
  );
}

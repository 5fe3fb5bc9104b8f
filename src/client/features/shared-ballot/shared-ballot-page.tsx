import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import { officeName } from '../../content/offices';
import { readSharedBallotIds, readSharedBallotMarks } from '../../../shared/shared-ballot';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { RecommendationBadge } from '../../components/ui/recommendation-badge';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContentLanguage, useLocalizedPath } from '../../lib/i18n';
import { partyLabel } from '../../content/parties';
import { districtName } from '../../content/places';

/** The home page's address box, where a visitor builds a ballot of their own. */
const FIND_MY_BALLOT_HREF = '/#findCandidates';

const Intro = styled.p`
  max-width: 44rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Races = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 44rem;
`;

const Race = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Headshot = styled.img`
  flex: none;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.line};
`;

const Office = styled.h2`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Name = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: 1.25rem;
  font-weight: 700;

  a {
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Party = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

const FindMyBallot = styled.a`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
`;

function officeLine(office: string, rawDistrict: string, i18n: I18n): string {
  const district = rawDistrict.trim();
  if (!district || /^n\/?a$/i.test(district)) return officeName(office, i18n);
  return `${officeName(office, i18n)}, ${/^\d+$/.test(district) ? i18n._(msg`District ${district}`) : districtName(district, i18n)}`;
}

const hasHeadshot = (headshot: string) => /^(https?:)?\//.test(headshot);

/**
 * /sharedBallot?c=<id>,<id>…: a ballot a voter shared, read-only. The link carries candidate ids only (never
 * an address); ids that name nobody are skipped. Rendered on the server with its social tags (ADR 38).
 */
export default function SharedBallotPage() {
  const search = useSearch();
  const ids = readSharedBallotIds(search);
  const marks = readSharedBallotMarks(search);
  const markedIds = Object.keys(marks);
  const picks = trpc.sharedBallot.picks.useQuery({ ids });
  const lang = useContentLanguage();
  const measures = trpc.ballotMeasures.byIds.useQuery(
    { ids: markedIds, lang },
    { enabled: markedIds.length > 0 },
  );
  const markedMeasures = measures.data ?? [];
  const { i18n, t } = useLingui();
  const localizedPath = useLocalizedPath();

  return (
    <section aria-labelledby="shared-ballot-heading">
      <PageHeading id="shared-ballot-heading">
        <Trans>A shared ballot</Trans>
      </PageHeading>
      <Intro>
        <Trans>
          A voter shared these picks from the Progressive Voter Guide. Your ballot depends on where you live:
          enter your address to see your own races and our recommendations.
        </Trans>
      </Intro>
      {picks.isPending && <Spinner />}
      {picks.error && (
        <Notice $tone="error">
          <Trans>This ballot could not be loaded. Please try again.</Trans>
        </Notice>
      )}
      {picks.data && picks.data.length === 0 && markedIds.length === 0 && (
        <Notice $tone="info">
          <Trans>This link names no candidates we know. Build a ballot of your own instead.</Trans>
        </Notice>
      )}
      {picks.data && picks.data.length > 0 && (
        <Races aria-label={t`Picks on this ballot`}>
          {picks.data.map((pick) => (
            <Race key={pick.id}>
              {hasHeadshot(pick.headshot) && <Headshot src={pick.headshot} alt="" loading="lazy" />}
              <div>
                <Office>{officeLine(pick.office, pick.district, i18n)}</Office>
                <Name>
                  <Link href={`/candidatePage/${pick.id}`}>{pick.fullName}</Link>
                </Name>
                <Party>{partyLabel(pick.party, i18n)}</Party>
                <RecommendationBadge recommended={pick.recommended} />
              </div>
            </Race>
          ))}
        </Races>
      )}
      {markedMeasures.length > 0 && (
        <Races aria-label={t`Ballot measures on this ballot`}>
          {markedMeasures.map((measure) => (
            <Race key={measure.id}>
              <div>
                <Office>{measure.measureNumber}</Office>
                <Name>{measure.name}</Name>
                <Party>
                  {marks[measure.id] === 'Yes' ? (
                    <Trans>Their vote: Yes</Trans>
                  ) : (
                    <Trans>Their vote: No</Trans>
                  )}
                </Party>
                {measure.recommendation === 'Yes' && <Trans>We recommend: Vote Yes</Trans>}
                {measure.recommendation === 'No' && <Trans>We recommend: Vote No</Trans>}
              </div>
            </Race>
          ))}
        </Races>
      )}
      <FindMyBallot href={localizedPath(FIND_MY_BALLOT_HREF)}>
        <Trans>Find my ballot</Trans>
      </FindMyBallot>
    </section>
  );
}

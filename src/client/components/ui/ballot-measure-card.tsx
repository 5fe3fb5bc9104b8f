import {
  HouseIcon,
  MapIcon,
  RulerIcon,
  ScaleIcon,
  TreePineIcon,
  VoteIcon,
  type LucideIcon,
} from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  BALLOT_MEASURE_TRANSLATED_FIELDS,
  type BALLOT_MEASURE_ICONS,
  type TBallotMeasure,
} from '../../../shared/ballot-measures';
import { BulletList, Card, CardSubheading, CardTitle, Eyebrow, IconBadge } from './card';
import { ExternalLink } from './external-link';
import { UntranslatedNote } from './untranslated-note';
import { useUntranslatedFields } from '../../lib/i18n';

const ICONS: Record<(typeof BALLOT_MEASURE_ICONS)[number], LucideIcon> = {
  'tree-pine': TreePineIcon,
  house: HouseIcon,
  ruler: RulerIcon,
  scale: ScaleIcon,
  map: MapIcon,
  vote: VoteIcon,
};

const MeasureCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Recommendation = styled.div<{ $vote: 'Yes' | 'No' }>`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.tint};
  border-inline-start: 4px solid
    ${({ theme, $vote }) => ($vote === 'Yes' ? theme.colors.green : theme.colors.red)};
  border-radius: ${({ theme }) => theme.radii.sm};

  p {
    margin: 0;
  }
`;

const Verdict = styled.p`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy};
`;

const SourceLink = styled(ExternalLink)`
  overflow-wrap: anywhere;
`;

/** A source's site, as its link text: 'https://www.nyc.gov/site/charter' → 'www.nyc.gov'. */
function siteOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

type TBallotMeasureCardProps = {
  measure: TBallotMeasure;
  /** What follows our recommendation: on the voter's ballot, their own Yes or No. */
  children?: ReactNode;
};

/**
 * One ballot measure: what it says, what it really means, when we make one our recommendation, and its
 * sources. Shown on the home page, the voter's ballot and the admin's preview.
 */
export function BallotMeasureCard({ measure, children }: TBallotMeasureCardProps) {
  const untranslated = useUntranslatedFields(measure, BALLOT_MEASURE_TRANSLATED_FIELDS);
  // A text not translated yet shows in English, marked so (ADR 44).
  const langOf = (field: (typeof BALLOT_MEASURE_TRANSLATED_FIELDS)[number]) =>
    untranslated.includes(field) ? 'en' : undefined;
  return (
    <MeasureCard>
      <Header>
        <IconBadge icon={ICONS[measure.icon]} size="lg" />
        <div>
          <Eyebrow lang={langOf('measureNumber')}>{measure.measureNumber}</Eyebrow>
          <CardTitle lang={langOf('name')}>{measure.name}</CardTitle>
        </div>
      </Header>
      <div>
        <CardSubheading>
          <Trans>What it says</Trans>
        </CardSubheading>
        <BulletList lang={langOf('whatItSays')}>
          {measure.whatItSays.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </BulletList>
      </div>
      <div>
        <CardSubheading>
          <Trans>What it really means</Trans>
        </CardSubheading>
        <BulletList lang={langOf('impact')}>
          {measure.impact.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </BulletList>
      </div>
      {measure.recommendation && (
        <Recommendation $vote={measure.recommendation}>
          <Verdict>
            {measure.recommendation === 'Yes' ? (
              <Trans>We recommend: Vote Yes</Trans>
            ) : (
              <Trans>We recommend: Vote No</Trans>
            )}
          </Verdict>
          {measure.recommendationReason && (
            <p lang={langOf('recommendationReason')}>{measure.recommendationReason}</p>
          )}
        </Recommendation>
      )}
      {children}
      {measure.sources.length > 0 && (
        <div>
          <CardSubheading>
            <Trans>Sources</Trans>
          </CardSubheading>
          <BulletList>
            {measure.sources.map((source) => (
              <li key={source}>
                <SourceLink href={source}>{siteOf(source)}</SourceLink>
              </li>
            ))}
          </BulletList>
        </div>
      )}
      {untranslated.length > 0 && <UntranslatedNote />}
    </MeasureCard>
  );
}

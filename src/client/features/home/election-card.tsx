import { ELECTION_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BulletList, CardSubheading, Eyebrow } from '../../components/ui/card';
import { Chevron } from '../../components/ui/chevron';
import { type TElection } from '../../../shared/schemas/elections';
import { UntranslatedNote } from '../../components/ui/untranslated-note';
import { useUntranslatedFields } from '../../lib/i18n';
import { daysUntil, formatLongDate } from '../../lib/election-dates';
import { useToday } from '../../lib/use-today';
import { cardToggleStyles } from '../../components/ui/card-toggle';
import { electionTypeLabel } from '../../content/elections';

const Card = styled.article<{ $isOpen: boolean }>`
  max-width: 48rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $isOpen }) => ($isOpen ? theme.colors.navy : theme.colors.line)};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

// The whole summary is the click target: the toggle's ::after stretches over it.
const Summary = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};

  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.25;
`;

const Toggle = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  ${cardToggleStyles}
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
`;

const FactValue = styled.dd`
  margin: 0;
  font-weight: 600;
`;

const TypeTag = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.green};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Countdown = styled.dl`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  justify-self: start;
  min-width: 7rem;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.navy};
  text-align: center;
  background: ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.tablet} {
    justify-self: end;
  }
`;

const CountdownLabel = styled.dt`
  font-size: 0.8125rem;
  font-weight: 700;
`;

const CountdownValue = styled.dd`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Description = styled.p`
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

/**
 * An upcoming election, collapsed to its summary (date, type, place, days to go) until the visitor opens
 * it for the description, the offices on the ballot and the issues at stake.
 */
export function ElectionCard({ election }: { election: TElection }) {
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const daysLeft = daysUntil(election.date, useToday());
  const { i18n } = useLingui();
  const typeLabel = electionTypeLabel(election.type);
  // Texts not translated into the page's language yet show in English, marked (ADR 44).
  const untranslated = useUntranslatedFields(election, ELECTION_TRANSLATED_FIELDS);
  const langOf = (field: (typeof ELECTION_TRANSLATED_FIELDS)[number]) =>
    untranslated.includes(field) ? 'en' : undefined;

  return (
    <Card $isOpen={isOpen}>
      <Summary>
        <div>
          <Name>
            <Toggle
              type="button"
              aria-expanded={isOpen}
              aria-controls={detailsId}
              onClick={() => setIsOpen((open) => !open)}
            >
              <span lang={langOf('name')}>{election.name}</span>
              <Chevron isOpen={isOpen} />
            </Toggle>
          </Name>
          <Facts>
            <Fact>
              <Eyebrow as="dt">
                <Trans>Date</Trans>
              </Eyebrow>
              <FactValue>{formatLongDate(election.date, i18n.locale)}</FactValue>
            </Fact>
            <Fact>
              <Eyebrow as="dt">
                <Trans>Type</Trans>
              </Eyebrow>
              <FactValue>
                <TypeTag>{typeLabel ? i18n._(typeLabel) : election.type}</TypeTag>
              </FactValue>
            </Fact>
            <Fact>
              <Eyebrow as="dt">
                <Trans>Location</Trans>
              </Eyebrow>
              <FactValue>{election.location}</FactValue>
            </Fact>
          </Facts>
          {untranslated.length > 0 && <UntranslatedNote />}
        </div>
        <Countdown>
          <CountdownLabel>
            <Plural value={daysLeft} one="day to go" other="days to go" />
          </CountdownLabel>
          <CountdownValue>{daysLeft}</CountdownValue>
        </Countdown>
      </Summary>
      <Details id={detailsId} hidden={!isOpen}>
        <Description lang={langOf('description')}>{election.description}</Description>
        {/* An election added before its ballot is known may have neither list yet. */}
        {election.ballotPositions.length > 0 && (
          <div>
            <CardSubheading>
              <Trans>On the ballot</Trans>
            </CardSubheading>
            <BulletList lang={langOf('ballotPositions')}>
              {election.ballotPositions.map((position) => (
                <li key={position}>{position}</li>
              ))}
            </BulletList>
          </div>
        )}
        {election.progressiveIssues.length > 0 && (
          <div>
            <CardSubheading>
              <Trans>Progressive issues at stake</Trans>
            </CardSubheading>
            <BulletList lang={langOf('progressiveIssues')}>
              {election.progressiveIssues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </BulletList>
          </div>
        )}
      </Details>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Link } from 'wouter';
import { officeName } from '../../content/offices';
import {
  BALLOT_MEASURE_TRANSLATED_FIELDS,
  type TBallotMeasure,
  type TMeasureVote,
} from '../../../shared/ballot-measures';
import { splitElectionsAt } from '../../../shared/elections';
import type { TCandidateSummary, TRace } from '../../../shared/schemas/candidates';
import type { TElection } from '../../../shared/schemas/elections';
import { Button, ButtonLink } from '../../components/ui/button';
import { CalendarLink, CalendarSubscribe } from '../../components/ui/calendar-link';
import { ExternalLink } from '../../components/ui/external-link';
import { PageHeading } from '../../components/ui/page-heading';
import { MeasureMark } from '../../components/ui/ballot-measure-list';
import { RecommendationBadge } from '../../components/ui/recommendation-badge';
import { UntranslatedNote } from '../../components/ui/untranslated-note';
import { localized, untranslatedFields } from '../../../shared/constants/translations';
import { DEADLINES } from '../../content/deadlines';
import type { TDeadlinesContent } from '../../../shared/constants/site-content-later-sections';
import { DeadlineFallback } from '../../components/deadline-fallback';
import { useSiteContent } from '../../lib/site-content';
import { electionDeadlineText, formatLongDate } from '../../lib/election-dates';
import { pickIn, useMyBallot } from '../../lib/my-ballot';
import { keepForOffline } from '../../lib/offline';
import { usePublicConfig } from '../../lib/public-config';
import { useContentLanguage } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useToday } from '../../lib/use-today';
import { ShareBallotButton } from './share-ballot-button';
import { comparePath } from '../../../shared/compare';
import { partyLabel } from '../../content/parties';
import { districtName } from '../../content/places';

/** Where the home page's address box is; arriving there puts focus in it. */
export const FIND_MY_BALLOT_HREF = '/#find-my-ballot';

// On paper: the ballot alone. No header (the countdown is in it), footer, skip link or buttons, and a
// tighter type scale so that a ballot of 12 races fits one Letter or A4 sheet.
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 12mm;
    }

    body {
      font-size: 9pt;
      line-height: 1.25;
      background: #fff;
    }

    header,
    footer,
    a[href='#main'],
    [data-print='hide'] {
      display: none !important;
    }

    main {
      padding: 0 !important;
    }

    h1 {
      margin-bottom: 4pt !important;
      font-size: 18pt !important;
    }
  }
`;

/*
 * The server draws the ballot empty (the picks are in the browser's storage); a visitor with picks sees
 * them once the page's code runs. The page takes at least a screen, so the races taking the empty state's
 * place move nothing in view (Lighthouse's CLS was 0.40 for a visitor with a stored ballot).
 */
const Page = styled.section`
  min-height: 100svh;

  @media print {
    min-height: 0;
  }
`;

const Intro = styled.p`
  max-width: 44rem;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
`;

// Whose ballot and where to vote: two lines on screen, one on paper.
const SheetFacts = styled.div`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};

  p {
    margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
    overflow-wrap: anywhere;
  }

  @media print {
    display: flex;
    flex-wrap: wrap;
    gap: 0 12pt;
    margin-bottom: 4pt;

    p {
      margin: 0;
    }
  }
`;

const Address = styled.p`
  font-weight: 700;
`;

/** A web address as printed: 'findmypollsite.vote.nyc', readable to type in from paper. */
const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
`;

const Dates = styled.section`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media print {
    margin-bottom: 6pt;
    padding: 4pt 0;
    background: none;

    h2 {
      display: inline;
      margin-inline-end: 6pt;
      font-size: 11pt;
    }

    p {
      display: inline;
    }

    ul {
      margin-top: 2pt;
    }
  }
`;

const Races = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media print {
    gap: 0;
  }
`;

const Race = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(10rem, 1fr) 2fr 2fr auto;
    align-items: center;
  }

  @media print {
    grid-template-columns: 22% 39% 39%;
    gap: 6pt;
    padding: 2pt 0;
    border: 0;
    border-bottom: 1px solid #999;
    border-radius: 0;
    break-inside: avoid;
  }
`;

const Office = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};

  span {
    display: block;
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  @media print {
    font-size: 10pt;

    span {
      display: inline;
      font-size: 9pt;
    }
  }
`;

const Choice = styled.div`
  display: grid;
  gap: 0.125rem;
  justify-items: start;
  min-width: 0;
  overflow-wrap: anywhere;

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  @media print {
    display: block;
    line-height: 1.3;

    & > * {
      display: inline;
      margin-inline-end: 4pt;
    }

    /* The recommendation badge: words on paper, without the pill around them. */
    & > span > span {
      padding: 0;
      font-size: 8pt;
      color: #000;
      background: none;
    }

    a {
      color: #000;
      text-decoration: none;
    }
  }
`;

const Reason = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  @media print {
    display: block !important;
    font-size: 8pt;
  }
`;

const ChoiceLabel = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Undecided = styled.span`
  font-style: italic;
  font-weight: 700;
`;

const EmptyState = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  max-width: 44rem;

  p {
    margin: 0;
  }
`;

/**
 * The election this ballot is for, named with its day (the next one; between elections the last one, said to
 * have taken place), and the home page's deadlines, with its own dates where they are set.
 */
function ElectionDates({ fallbacks }: { fallbacks: TDeadlinesContent | undefined }) {
  const today = useToday();
  const electionsOf = useCallback(
    (elections: TElection[]) => {
      const { upcoming, latestPast } = splitElectionsAt(elections, today);
      return { next: upcoming[0] ?? null, past: latestPast };
    },
    [today],
  );
  const locale = useContentLanguage();
  const { data } = trpc.elections.list.useQuery({ lang: locale }, { select: electionsOf });
  const { i18n, t } = useLingui();
  const next = data?.next ?? null;
  const shown = next ?? data?.past ?? null;
  const date = shown && formatLongDate(shown.date, i18n.locale);
  return (
    <Dates aria-labelledby="ballot-dates-heading">
      <h2 id="ballot-dates-heading">{shown ? `${shown.name}: ${date}` : t`Important deadlines`}</h2>
      {next && <CalendarLink election={next} />}
      {next && <CalendarSubscribe />}
      {!next && shown && (
        <p>
          <Trans>This election took place on {date}.</Trans>
        </p>
      )}
      <ul>
        {DEADLINES.map((deadline) => {
          const fallback = fallbacks?.[deadline.kind];
          return (
            <li key={deadline.kind}>
              <strong>{i18n._(deadline.label)}:</strong>{' '}
              {(next && electionDeadlineText(next, deadline.kind, i18n)) ??
                (fallback && <DeadlineFallback fallback={fallback} locale={locale} />)}
            </li>
          );
        })}
      </ul>
    </Dates>
  );
}

const candidateHref = (candidate: TCandidateSummary) => `/candidatePage/${encodeURIComponent(candidate.id)}`;

/**
 * Our reason in the page's language: the summaries my ballot keeps carry every language's, so a ballot kept
 * in English reads in Spanish without asking the server again (ADR 37). English where it is not translated.
 */
function RecommendationReason({ candidate }: { candidate: TCandidateSummary }) {
  const locale = useContentLanguage();
  const { recommendationReason } = localized(candidate, locale);
  if (!recommendationReason) return null;
  const isInEnglish = untranslatedFields(candidate, locale, ['recommendationReason']).length > 0;
  return (
    <>
      <Reason lang={isInEnglish ? 'en' : undefined}> {recommendationReason}</Reason>
      {isInEnglish && <UntranslatedNote />}
    </>
  );
}

function RaceRow({ race, pick }: { race: TRace; pick: TCandidateSummary | undefined }) {
  const { t, i18n } = useLingui();
  const office = officeName(race.office, i18n);
  const { district } = race;
  const recommended = race.candidates.filter((candidate) => candidate.recommended);
  return (
    <Race>
      <Office>
        {office}
        <span> {/^\d+$/.test(district) ? t`District ${district}` : districtName(district, i18n)}</span>
      </Office>
      <Choice>
        <ChoiceLabel>
          <Trans>My pick</Trans>
        </ChoiceLabel>
        {pick ? (
          <>
            <Link href={candidateHref(pick)}>{pick.fullName}</Link>
            <span>{partyLabel(pick.party, i18n)}</span>
            <RecommendationBadge recommended={pick.recommended} />
          </>
        ) : (
          <Undecided>
            <Trans>Not decided yet</Trans>
          </Undecided>
        )}
      </Choice>
      <Choice>
        <ChoiceLabel>
          <Trans>Our recommendation</Trans>
        </ChoiceLabel>
        {recommended.length > 0 ? (
          recommended.map((candidate) => (
            <span key={candidate.id}>
              <Link href={candidateHref(candidate)}>{candidate.fullName}</Link>
              <RecommendationReason candidate={candidate} />
            </span>
          ))
        ) : (
          <span>
            <Trans>No recommendation in this race</Trans>
          </span>
        )}
      </Choice>
      {race.candidates.length >= 2 && (
        <div data-print="hide">
          <ButtonLink
            href={comparePath(race.candidates.map((candidate) => candidate.id))}
            $variant="secondary"
            aria-label={t`Compare the candidates for ${office}`}
          >
            <Trans>Compare</Trans>
          </ButtonLink>
        </div>
      )}
    </Race>
  );
}

/** A measure of the ballot: the voter's Yes or No beside ours, the toggles on screen and the mark on paper. */
function MeasureRow({ measure, mark }: { measure: TBallotMeasure; mark: TMeasureVote | undefined }) {
  const locale = useContentLanguage();
  const shown = localized(measure, locale);
  // A text not translated yet shows in English, marked so (ADR 44).
  const untranslated = untranslatedFields(shown, locale, BALLOT_MEASURE_TRANSLATED_FIELDS);
  const langOf = (field: (typeof BALLOT_MEASURE_TRANSLATED_FIELDS)[number]) =>
    untranslated.includes(field) ? 'en' : undefined;
  return (
    <Race>
      <Office>
        <span lang={langOf('name')}>{shown.name}</span>
        <span lang={langOf('measureNumber')}> {shown.measureNumber}</span>
      </Office>
      <Choice>
        <ChoiceLabel>
          <Trans>My vote</Trans>
        </ChoiceLabel>
        {mark === 'Yes' && <Trans>Yes</Trans>}
        {mark === 'No' && <Trans>No</Trans>}
        {!mark && (
          <Undecided>
            <Trans>Not decided yet</Trans>
          </Undecided>
        )}
      </Choice>
      <Choice>
        <ChoiceLabel>
          <Trans>Our recommendation</Trans>
        </ChoiceLabel>
        <span>
          {shown.recommendation === 'Yes' && <Trans>Vote Yes</Trans>}
          {shown.recommendation === 'No' && <Trans>Vote No</Trans>}
          {!shown.recommendation && <Trans>No recommendation on this measure</Trans>}
          {shown.recommendation && shown.recommendationReason && (
            <Reason lang={langOf('recommendationReason')}> {shown.recommendationReason}</Reason>
          )}
        </span>
      </Choice>
      <div data-print="hide">
        <MeasureMark measure={shown} />
      </div>
      {untranslated.length > 0 && <UntranslatedNote />}
    </Race>
  );
}

/**
 * /myBallot: the races of the last address search with the voter's pick beside our recommendation, kept
 * in this browser only (ADR 37). Printable on one sheet; shared as a link that carries the picks.
 */
export default function MyBallotPage() {
  const ballot = useMyBallot();
  const { pollSiteFinderUrl } = usePublicConfig();
  // Asked here rather than beside the dates, so the server render (which has no ballot) sends it with the page.
  const deadlineFallbacks = useSiteContent('deadlines', useContentLanguage()).data;
  const { races, measures } = ballot;
  const picks = races.map((race) => pickIn(ballot, race));
  const picked = picks.filter((pick): pick is TCandidateSummary => pick !== undefined);
  const pickedKey = picked.map((candidate) => candidate.id).join(',');
  const { t } = useLingui();
  const pickedCount = picked.length;
  const raceCount = races.length;
  const { address } = ballot;
  const pollSiteFinder = withoutScheme(pollSiteFinderUrl);

  useEffect(() => {
    if (!pickedKey) return;
    const urls = picked.flatMap((candidate) => {
      const headshot = /^https?:\/\//.test(candidate.headshot) ? new URL(candidate.headshot) : null;
      const sameOrigin = headshot?.origin === window.location.origin ? [headshot.href] : [];
      return [candidateHref(candidate), ...sameOrigin];
    });
    keepForOffline(urls);
    // The ids say everything the list holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickedKey]);

  return (
    <Page aria-labelledby="my-ballot-heading">
      <PrintStyle />
      <PageHeading id="my-ballot-heading">
        <Trans>My ballot</Trans>
      </PageHeading>
      {races.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Your ballot is empty.</Trans>
          </p>
          <p>
            <Trans>
              Search for your address to see the races on your ballot, then choose &quot;Add to my
              ballot&quot; for one candidate in each race. Your picks stay in this browser; we never store
              them.
            </Trans>
          </p>
          <ButtonLink href={FIND_MY_BALLOT_HREF}>
            <Trans>Find my ballot</Trans>
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <Intro data-print="hide">
            <Trans>
              Your picks stay in this browser; we never store them. {pickedCount} of {raceCount} races picked.
            </Trans>
          </Intro>
          <SheetFacts>
            {/* Races added from candidate pages alone come with no address. */}
            {address && (
              <Address>
                <Trans>Ballot for {address}</Trans>
              </Address>
            )}
            <p>
              <Trans>
                Where to vote: find your poll site at{' '}
                <ExternalLink href={pollSiteFinderUrl}>{pollSiteFinder}</ExternalLink>
              </Trans>
            </p>
          </SheetFacts>
          <Actions data-print="hide">
            <Button type="button" onClick={() => window.print()}>
              <Trans>Print my ballot</Trans>
            </Button>
            {(picked.length > 0 || Object.keys(ballot.marks).length > 0) && (
              <ShareBallotButton
                candidateIds={picked.map((candidate) => candidate.id)}
                marks={ballot.marks}
              />
            )}
            {ballot.address ? (
              <ButtonLink
                href={`/candidateSearch?q=${encodeURIComponent(ballot.address)}`}
                $variant="secondary"
              >
                <Trans>Change my picks</Trans>
              </ButtonLink>
            ) : (
              <ButtonLink href={FIND_MY_BALLOT_HREF} $variant="secondary">
                <Trans>Find all the races at my address</Trans>
              </ButtonLink>
            )}
          </Actions>
          <ElectionDates fallbacks={deadlineFallbacks} />
          <Races aria-label={t`Races on my ballot`}>
            {races.map((race, index) => (
              <RaceRow key={`${race.office}-${race.district}`} race={race} pick={picks[index]} />
            ))}
          </Races>
          {measures.length > 0 && (
            <Races aria-label={t`Ballot measures on my ballot`}>
              {measures.map((measure) => (
                <MeasureRow key={measure.id} measure={measure} mark={ballot.marks[measure.id]} />
              ))}
            </Races>
          )}
        </>
      )}
    </Page>
  );
}

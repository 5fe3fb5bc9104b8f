import { skipToken } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import { readStructuredAddress } from '../../../shared/structured-address';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { RESULTS_INTRO } from '../../content/offices';
import { raceKey } from '../../lib/my-ballot';
import { trpc } from '../../lib/trpc';
import { BallotElections } from './ballot-elections';
import { CandidateListSkeleton } from './candidate-list-skeleton';
import { LookupError } from './lookup-error';
import { OfficeInfo } from './office-info';
import { PartyLegend } from './party-legend';
import { BallotMeasureList } from '../../components/ui/ballot-measure-list';
import { RaceList, RaceSection } from './race-section';
import { SeeMyBallot } from './see-my-ballot';
import { candidateIds, clearSavedSearch, saveSearch } from './search-storage';

const Intro = styled.div`
  max-width: 44rem;
  margin-bottom: ${({ theme }) => theme.space.md};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Address = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** This page's address showing the ballot of another of the address's elections. */
function withElection(query: string, electionId: string) {
  const params = new URLSearchParams(query);
  params.set('election', electionId);
  return `/candidateResult?${params.toString()}`;
}

/**
 * /candidateResult?street&city&state&fullState&postalcode: the candidates for a structured address,
 * grouped by office. Entering clears the saved search; a successful lookup saves this one instead.
 */
export default function CandidateResultPage() {
  const query = useSearch();
  const { t } = useLingui();
  const params = new URLSearchParams(query);
  // The form's own rules, without loading zod (ADR 34).
  const address = readStructuredAddress(Object.fromEntries(params));
  // Another of the address's elections, chosen by the voter (issue 25); none: the next one ahead.
  const election = params.get('election') ?? undefined;
  const lookup = trpc.districts.searchStructured.useQuery(address ? { ...address, election } : skipToken);
  const ballot = lookup.data?.found ? lookup.data.ballot : null;
  const races = ballot?.races ?? null;
  const measures = ballot?.measures ?? null;

  useEffect(() => {
    if (races) saveSearch(`/candidateResult?${query}`, candidateIds(races));
    else clearSavedSearch();
  }, [races, query]);

  return (
    <section aria-labelledby="candidate-result-heading">
      <PageHeading id="candidate-result-heading">
        <Trans>Candidates for Your Address</Trans>
      </PageHeading>
      <Intro>
        {RESULTS_INTRO.map((paragraph, index) => (
          <p key={index}>{t(paragraph)}</p>
        ))}
      </Intro>
      {address ? (
        <>
          <Address>
            {address.street}, {address.city}, {address.state} {address.postalcode}
          </Address>
          <PartyLegend />
          <LookupError
            failure={lookup.data?.found === false ? lookup.data.reasons : null}
            error={lookup.error}
          />
          {ballot && <BallotElections ballot={ballot} hrefOf={(id) => withElection(query, id)} />}
          {races ? (
            <RaceList>
              <SeeMyBallot
                address={`${address.street}, ${address.city}, ${address.state} ${address.postalcode}`}
                races={races}
                measures={measures ?? []}
              />
              {races.length === 0 && (
                <p>
                  <Trans>We have no candidates for this address yet.</Trans>
                </p>
              )}
              {races.map((race) => (
                <RaceSection
                  key={raceKey(race)}
                  office={race.office}
                  candidates={race.candidates}
                  headerExtra={<OfficeInfo office={race.office} />}
                  isPickable
                />
              ))}
              {measures && <BallotMeasureList measures={measures} />}
            </RaceList>
          ) : (
            lookup.isPending && <CandidateListSkeleton />
          )}
        </>
      ) : (
        <Notice $tone="error">
          <Trans>
            This address is incomplete. <Link href="/addressPage">Enter your address</Link> to see your
            candidates.
          </Trans>
        </Notice>
      )}
    </section>
  );
}

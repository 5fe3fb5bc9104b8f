import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { AddressSearchForm } from '../../components/ui/address-search-form';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { raceKey } from '../../lib/my-ballot';
import { trpc } from '../../lib/trpc';
import { CandidateListSkeleton } from './candidate-list-skeleton';
import { BallotElections } from './ballot-elections';
import { LookupError } from './lookup-error';
import { BallotMeasureList } from '../../components/ui/ballot-measure-list';
import { RaceList, RaceSection } from './race-section';
import { SeeMyBallot } from './see-my-ballot';
import { cacheSearch, candidateIds, readCachedSearch, saveSearch } from './search-storage';

const SearchAgain = styled.div`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Summary = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Address = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.125rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const RaceCount = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const MoreLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/**
 * /candidateSearch?q=…: the races on the ballot at an address. A result set is kept in session storage
 * under the address as typed, and a cached address is shown without asking the server again.
 */
export default function CandidateSearchPage() {
  const query = new URLSearchParams(useSearch());
  const address = query.get('q') ?? '';
  // Another of the address's elections, chosen by the voter (issue 25); none: the next one ahead.
  const election = query.get('election') ?? undefined;
  const [, navigate] = useLocation();
  const { t } = useLingui();
  // The session's kept results are those of the address's default election.
  const cached = useMemo(() => (election ? null : readCachedSearch(address)), [address, election]);
  const lookup = trpc.districts.search.useQuery({ address, election }, { enabled: cached === null });
  const fresh = lookup.data?.found ? lookup.data.ballot : null;
  // The server's answer first: a server-rendered page hydrates with the results it was drawn with.
  const results = fresh ?? cached;
  const races = results?.races;
  // A search kept from before measures were part of a ballot has none.
  const measures = useMemo(() => results?.measures ?? [], [results]);
  const resolvedAddress = results?.address;
  const raceCount = races?.length ?? 0;

  const pathOf = (electionId?: string) =>
    `/candidateSearch?q=${encodeURIComponent(address)}${electionId ? `&election=${electionId}` : ''}`;

  useEffect(() => {
    if (fresh && !election) cacheSearch(address, fresh);
  }, [address, election, fresh]);

  const searchPath = pathOf(election);
  useEffect(() => {
    if (races) saveSearch(searchPath, candidateIds(races));
  }, [searchPath, races]);

  return (
    <section aria-labelledby="candidate-search-heading">
      <PageHeading id="candidate-search-heading">
        <Trans>Your Candidates</Trans>
      </PageHeading>
      <SearchAgain>
        {/* Keyed by the address so that the box shows the new one after each search. */}
        <AddressSearchForm
          key={address}
          label={t`Your address`}
          buttonLabel={t`Search`}
          defaultAddress={address}
          onSearch={(next) => navigate(`/candidateSearch?q=${encodeURIComponent(next)}`)}
        />
      </SearchAgain>
      <LookupError failure={lookup.data?.found === false ? lookup.data.reasons : null} error={lookup.error} />
      {races && resolvedAddress ? (
        <>
          {results.isSample && (
            <Notice $tone="info">
              <Trans>
                <strong>Sample data:</strong> these candidates are fictional, part of the demo content for
                trying out the voter guide.
              </Trans>
            </Notice>
          )}
          <Summary>
            <Label>
              <Trans>Showing results for:</Trans>
            </Label>
            <Address>{resolvedAddress}</Address>
            <RaceCount>
              <Plural value={raceCount} one="# race found in your area" other="# races found in your area" />
            </RaceCount>
          </Summary>
          <BallotElections ballot={results} hrefOf={pathOf} />
          {races.length === 0 && (
            <p>
              <Trans>We have no candidates for this address yet.</Trans>
            </p>
          )}
          <SeeMyBallot address={resolvedAddress} races={races} measures={measures} />
          <RaceList>
            {races.map((race) => (
              <RaceSection key={raceKey(race)} office={race.office} candidates={race.candidates} isPickable />
            ))}
          </RaceList>
          <BallotMeasureList measures={measures} />
        </>
      ) : (
        // Once an error is shown, a skeleton would only suggest that something is still coming.
        !lookup.error && lookup.data?.found !== false && <CandidateListSkeleton />
      )}
      <MoreLinks>
        <li>
          <Link href="/addressPage">
            <Trans>Search by street, city and zip</Trans>
          </Link>
        </li>
        <li>
          <Link href="/otherKeyStates">
            <Trans>Key races in other states</Trans>
          </Link>
        </li>
      </MoreLinks>
    </section>
  );
}

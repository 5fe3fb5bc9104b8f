import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { TBallot } from '../../../shared/schemas/candidates';
import type { TElection } from '../../../shared/schemas/elections';
import { Notice } from '../../components/ui/notice';
import { formatLongDate } from '../../lib/election-dates';
import { useContentLanguage } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useToday } from '../../lib/use-today';

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Others = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: 0;
    list-style: none;
  }

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const namesById = (elections: TElection[]) => new Map(elections.map(({ id, name }) => [id, name]));

type TBallotElectionsProps = {
  ballot: Pick<TBallot, 'electionId' | 'elections'>;
  /** The address of this page showing another election's ballot. */
  hrefOf(electionId: string): string;
};

/**
 * Which election the ballot is of, where that needs saying (issue 25): an admin's preview of a draft under
 * "Preview: not published", a past election with its date, and the address's other elections to switch to.
 */
export function BallotElections({ ballot, hrefOf }: TBallotElectionsProps) {
  const { t, i18n } = useLingui();
  const today = useToday();
  const { data: names } = trpc.elections.list.useQuery({ lang: useContentLanguage() }, { select: namesById });
  const shown = ballot.elections.find((election) => election.id === ballot.electionId);
  if (!shown) return null;
  const others = ballot.elections.filter((election) => election !== shown);
  const date = formatLongDate(shown.date, i18n.locale);
  const name = names?.get(shown.id);
  return (
    <>
      {!shown.published && (
        <Notice $tone="info">
          <strong>
            <Trans>Preview: not published</Trans>
          </strong>{' '}
          <Trans>Only admins see this election and its candidates until it is published.</Trans>
        </Notice>
      )}
      {name && <Line>{`${name}: ${date}`}</Line>}
      {shown.date < today && (
        <Line>
          <Trans>This election took place on {date}.</Trans>
        </Line>
      )}
      {others.length > 0 && (
        <Others aria-label={t`Other elections at this address`}>
          <Trans>Other elections at this address:</Trans>
          <ul>
            {others.map((election) => {
              const otherDate = formatLongDate(election.date, i18n.locale);
              const otherName = names?.get(election.id);
              return (
                <li key={election.id}>
                  <Link href={hrefOf(election.id)}>
                    {otherName ? `${otherName}: ${otherDate}` : otherDate}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Others>
      )}
    </>
  );
}

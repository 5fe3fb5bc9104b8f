import styled from 'styled-components';
import type { TCandidate, TRace } from '../../../shared/schemas/candidates';
import { untranslatedFields } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import { useContentLanguage } from '../../lib/i18n';
import { toCandidateSummary } from '../../lib/my-ballot';
import { trpc } from '../../lib/trpc';
import { PickButton } from './pick-button';

const Row = styled.div`
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    max-width: 20rem;
  }
`;

/**
 * 'Add to my ballot' on the candidate's own page. A visitor from a shared link may have no search stored, or
 * another address's: the candidate's race then joins the ballot, with the candidates running in it, so my
 * ballot can show our recommendation there and compare them. They are asked for only on that first press;
 * offline, the race holds this candidate alone until a search or another candidate page fills it.
 */
export function CandidatePick({ candidate }: { candidate: TCandidate }) {
  const utils = trpc.useUtils();
  const summary = toCandidateSummary(candidate);
  // The page reads the candidate in its language: a translated reason took the English one's place, which
  // my ballot then does not know (until the race below, read in English with its translations, replaces it).
  const locale = useContentLanguage();
  const isReasonTranslated =
    locale !== DEFAULT_LOCALE && untranslatedFields(candidate, locale, ['recommendationReason']).length === 0;
  if (isReasonTranslated) summary.recommendationReason = null;
  const findRace = async (): Promise<TRace> => {
    const race: TRace = { office: candidate.office, district: candidate.district, candidates: [summary] };
    try {
      const { office, state, district } = candidate;
      const seat = await utils.candidates.list.fetch({ office, state, district });
      // The seat's words can repeat elsewhere; the division is the race, as an address search groups them.
      const running = seat.filter((each) => each.divisionId === candidate.divisionId).map(toCandidateSummary);
      return running.some((each) => each.id === candidate.id) ? { ...race, candidates: running } : race;
    } catch (error) {
      console.warn('Could not load the other candidates of the race', error);
      return race;
    }
  };
  return (
    <Row>
      <PickButton candidate={summary} findRace={findRace} />
    </Row>
  );
}

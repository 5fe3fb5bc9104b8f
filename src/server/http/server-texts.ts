import { displayOffice } from '../../shared/constants/offices';
import { LOCALES, PSEUDO_LOCALES, type TPageLocale } from '../../shared/locales';
import { SITE_NAME } from '../../shared/page-routes';
import type { TServerTexts, TTextsOf } from '../../shared/server-texts';

/** The languages the server serves pages in: the visitors', and the tests' pseudo-locales when on (ADR 45). */
export function pageLocales(pseudoLocales: boolean): TPageLocale[] {
  return [...LOCALES, ...(pseudoLocales ? PSEUDO_LOCALES : [])].map(({ code }) => code);
}

/**
 * The server's texts without a build (the API alone, and most server tests): the English catalog's, word
 * for word (server-texts.test.ts). With a build, every language comes from the catalogs.
 */
export const ENGLISH_TEXTS: TServerTexts = {
  cards: {
    office: displayOffice,
    party: (party) => party,
    videoCategory: (category) => category,
    district: (district) => `District ${district}`,
    candidateKicker: 'Candidate',
    recommendBadge: 'We recommend',
    candidateDescription: ({ name, party, office, recommended }) =>
      `${name}, ${party}, running for ${office}${recommended ? '. We recommend this candidate' : ''}: analysis, positions and sources from the ${SITE_NAME}.`,
    ballotKicker: 'A shared ballot',
    ballotTitle: 'My picks',
    ballotEmptyTitle: 'Find my ballot',
    morePicks: (count) => `+${count} more`,
    sharedBallotTitle: `A ballot shared from the ${SITE_NAME}`,
    sharedBallotEmpty: 'Find the candidates on your own ballot and where they stand.',
    pickFor: ({ name, office }) => `${name} for ${office}`,
    sharedBallotDescription: (picks) => `A voter's picks: ${picks}.`,
    sharedBallotAlt: (picks) => `A shared ballot: ${picks}`,
    videoKicker: 'Video',
    videoUntitled: 'Video Library',
    videoAlt: (title) => `Video: ${title}`,
    siteKicker: 'Voter guide',
    siteLines: ['Find the candidates on your ballot,', 'read where they stand, learn how to vote.'],
    siteAlt: `${SITE_NAME}: find the candidates on your ballot`,
  },
  calendar: {
    electionDay: (name) => `Election day: ${name}`,
    electionDayNote: ({ name, location }) => `Vote in the ${name} (${location}).`,
    registrationDeadline: (name) => `Voter registration deadline: ${name}`,
    registrationDeadlineNote: (name) => `The last day to register to vote in the ${name}.`,
    mailBallotDeadline: (name) => `Mail-in ballot request deadline: ${name}`,
    mailBallotDeadlineNote: (name) => `The last day to request a mail-in (absentee) ballot for the ${name}.`,
    earlyVoting: (name) => `Early voting: ${name}`,
    earlyVotingNote: (name) => `Early voting for the ${name}.`,
    reminder: (title) => `Tomorrow: ${title}`,
    feedName: (site) => `${site}: elections`,
  },
};

/** Each language's texts, built once from the server render's catalogs (ADR 43), or English without a build. */
export async function serverTextsByLanguage(
  entry: { serverTexts(locale: TPageLocale): Promise<TServerTexts> } | null,
  locales: readonly TPageLocale[],
): Promise<TTextsOf> {
  const texts = entry
    ? new Map(await Promise.all(locales.map(async (code) => [code, await entry.serverTexts(code)] as const)))
    : new Map<TPageLocale, TServerTexts>();
  return (locale) => texts.get(locale) ?? ENGLISH_TEXTS;
}

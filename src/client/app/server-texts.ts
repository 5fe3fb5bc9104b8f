import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { SITE_NAME } from '../../shared/page-routes';
import type { TCalendarTexts, TCardTexts, TServerTexts } from '../../shared/server-texts';
import { officeName } from '../content/offices';
import { PAGE_HEADS } from '../content/page-heads';
import { partyLabel } from '../content/parties';
import { categoryName } from '../features/library/category-names';

/**
 * The social cards' texts (ADR 38) in the language of `i18n`: the tags of a shared link and the image
 * drawn for it speak the language it was shared in (issue 24).
 */
function cardTexts(i18n: I18n): TCardTexts {
  return {
    office: (office) => officeName(office, i18n),
    party: (party) => partyLabel(party, i18n),
    videoCategory: (category) => categoryName(i18n, category),
    district: (district) => i18n._(msg`District ${district}`),

    candidateKicker: i18n._(
      msg({ message: 'Candidate', comment: 'The small line above the name on a card' }),
    ),
    recommendBadge: i18n._(msg`We recommend`),
    candidateDescription: ({ name, party, office, recommended }) =>
      recommended
        ? i18n._(
            msg`${name}, ${party}, running for ${office}. We recommend this candidate: analysis, positions and sources from the Progressive Voter Guide.`,
          )
        : i18n._(
            msg`${name}, ${party}, running for ${office}: analysis, positions and sources from the Progressive Voter Guide.`,
          ),

    ballotKicker: i18n._(msg`A shared ballot`),
    ballotTitle: i18n._(msg`My picks`),
    ballotEmptyTitle: i18n._(msg`Find my ballot`),
    morePicks: (count) => i18n._(msg`${plural(count, { one: '+# more', other: '+# more' })}`),
    sharedBallotTitle: i18n._(msg`A ballot shared from the Progressive Voter Guide`),
    sharedBallotEmpty: i18n._(msg`Find the candidates on your own ballot and where they stand.`),
    pickFor: ({ name, office }) => i18n._(msg`${name} for ${office}`),
    sharedBallotDescription: (picks) => i18n._(msg`A voter's picks: ${picks}.`),
    sharedBallotAlt: (picks) => i18n._(msg`A shared ballot: ${picks}`),

    videoKicker: i18n._(
      msg({ message: 'Video', comment: 'The small line above a video’s title on its card' }),
    ),
    videoUntitled: i18n._(PAGE_HEADS.libraryByCategory.title!),
    videoAlt: (title) => i18n._(msg`Video: ${title}`),

    siteKicker: i18n._(msg`Voter guide`),
    siteLines: [
      i18n._(
        msg({ message: 'Find the candidates on your ballot,', comment: 'The first of two lines on a card' }),
      ),
      i18n._(
        msg({
          message: 'read where they stand, learn how to vote.',
          comment: 'The second of two lines on a card',
        }),
      ),
    ],
    siteAlt: `${SITE_NAME}: ${i18n._(msg`find the candidates on your ballot`)}`,
  };
}

/** The texts of an election's calendar file (.ics): its events and their reminders. */
function calendarTexts(i18n: I18n): TCalendarTexts {
  return {
    electionDay: (name) => i18n._(msg`Election day: ${name}`),
    electionDayNote: ({ name, location }) => i18n._(msg`Vote in the ${name} (${location}).`),
    registrationDeadline: (name) => i18n._(msg`Voter registration deadline: ${name}`),
    registrationDeadlineNote: (name) => i18n._(msg`The last day to register to vote in the ${name}.`),
    mailBallotDeadline: (name) => i18n._(msg`Mail-in ballot request deadline: ${name}`),
    mailBallotDeadlineNote: (name) =>
      i18n._(msg`The last day to request a mail-in (absentee) ballot for the ${name}.`),
    earlyVoting: (name) => i18n._(msg`Early voting: ${name}`),
    earlyVotingNote: (name) => i18n._(msg`Early voting for the ${name}.`),
    reminder: (title) => i18n._(msg`Tomorrow: ${title}`),
    feedName: (site) => i18n._(msg`${site}: elections`),
  };
}

export function buildServerTexts(i18n: I18n): TServerTexts {
  return { cards: cardTexts(i18n), calendar: calendarTexts(i18n) };
}

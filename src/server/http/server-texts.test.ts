import { serverTexts } from '../../client/app/server-entry';
import type { TServerTexts } from '../../shared/server-texts';
import { ENGLISH_TEXTS } from './server-texts';

/** Every text of a set, each function called with an example, so two sets can be compared. */
function spelledOut(texts: TServerTexts) {
  const { cards, calendar } = texts;
  const candidate = { name: 'Maya Torres', party: 'Democrat', office: 'City Council' };
  const election = 'General Election';
  return {
    ...cards,
    office: ['State HOR', 'City Council', 'Not an office'].map(cards.office),
    party: ['Democrat', 'Not a party'].map(cards.party),
    videoCategory: ['Current Events', 'Not a category'].map(cards.videoCategory),
    district: cards.district('33'),
    candidateDescription: [true, false].map((recommended) =>
      cards.candidateDescription({ ...candidate, recommended }),
    ),
    morePicks: [1, 3].map(cards.morePicks),
    pickFor: cards.pickFor(candidate),
    sharedBallotDescription: cards.sharedBallotDescription('Maya Torres for City Council'),
    sharedBallotAlt: cards.sharedBallotAlt('Maya Torres for City Council'),
    videoAlt: cards.videoAlt('Why unions win'),
    calendar: {
      electionDay: calendar.electionDay(election),
      electionDayNote: calendar.electionDayNote({ name: election, location: 'New York City, NY' }),
      registrationDeadline: calendar.registrationDeadline(election),
      registrationDeadlineNote: calendar.registrationDeadlineNote(election),
      mailBallotDeadline: calendar.mailBallotDeadline(election),
      mailBallotDeadlineNote: calendar.mailBallotDeadlineNote(election),
      earlyVoting: calendar.earlyVoting(election),
      earlyVotingNote: calendar.earlyVotingNote(election),
      reminder: calendar.reminder('Election day: General Election'),
    },
  };
}

describe("the server's own texts (issue 24)", () => {
  it("are, without a build, the English catalog's texts word for word", async () => {
    expect(spelledOut(ENGLISH_TEXTS)).toEqual(spelledOut(await serverTexts('en')));
  });

  it('come in Spanish from the Spanish catalog', async () => {
    const spanish = spelledOut(await serverTexts('es'));
    expect(spanish.calendar.electionDay).toBe('Día de las Elecciones: General Election');
    expect(spanish.morePicks).toEqual(['+1 más', '+3 más']);
    expect(spanish.office).toEqual(['Asamblea Estatal', 'Concejo Municipal', 'Not an office']);
  });
});

import type { Seeder } from '../../db/seeder';
import { importLegislation, type TLegislationDocuments } from './legislation-import';
// The demo files are imported statically so the server bundle carries them.
import hr9901 from './demo-data/bills/hr/hr9901/data.json';
import hr9902 from './demo-data/bills/hr/hr9902/data.json';
import s9903 from './demo-data/bills/s/s9903/data.json';
import hr9904 from './demo-data/bills/hr/hr9904/data.json';
import hr9905 from './demo-data/bills/hr/hr9905/data.json';
import s9906 from './demo-data/bills/s/s9906/data.json';
import hr9907 from './demo-data/bills/hr/hr9907/data.json';
import hr9908 from './demo-data/bills/hr/hr9908/data.json';
import s9909 from './demo-data/bills/s/s9909/data.json';
import hr9910 from './demo-data/bills/hr/hr9910/data.json';
import h901 from './demo-data/votes/119/h901/data.json';
import s901 from './demo-data/votes/119/s901/data.json';
import h902 from './demo-data/votes/119/h902/data.json';
import s903 from './demo-data/votes/119/s903/data.json';
import h904 from './demo-data/votes/119/h904/data.json';
import s904 from './demo-data/votes/119/s904/data.json';
import h905 from './demo-data/votes/119/h905/data.json';
import s905 from './demo-data/votes/119/s905/data.json';
import s906 from './demo-data/votes/119/s906/data.json';
import h907 from './demo-data/votes/119/h907/data.json';
import s907 from './demo-data/votes/119/s907/data.json';
import h908 from './demo-data/votes/119/h908/data.json';
import s909 from './demo-data/votes/119/s909/data.json';
import h910 from './demo-data/votes/119/h910/data.json';
import legislators from './demo-data/legislators-current.json';

type TDemoVote = {
  chamber: 'h' | 's';
  result: string;
  votes: Record<string, Array<Record<string, string>>>;
};

const CHAMBER_SIZE = { h: 431, s: 100 };

/**
 * The files list only the demo members, which would make tallies like 7–2. The rest of the chamber is filled
 * with unnamed sample members (ids no candidate has) so a passed vote reads like one (about 55% to 43%) and a
 * failed one the other way round, with a few not voting; the demo members' own votes are kept.
 */
function fillChamber(document: unknown): unknown {
  const vote = document as TDemoVote;
  const [yea, nay] = vote.chamber === 'h' ? ['Aye', 'No'] : ['Yea', 'Nay'];
  const listed = (option: string) => vote.votes[option] ?? [];
  const passed = /pass|agreed/i.test(vote.result) && !/fail|not agreed/i.test(vote.result);
  const size = CHAMBER_SIZE[vote.chamber];
  const wanted = {
    [yea!]: Math.round(size * (passed ? 0.55 : 0.43)),
    [nay!]: Math.round(size * (passed ? 0.43 : 0.55)),
  };
  let next = 0;
  const filled = Object.fromEntries(
    Object.entries(wanted).map(([option, count]) => {
      const extra = Array.from({ length: Math.max(0, count - listed(option).length) }, () => {
        next += 1;
        const id = `${vote.chamber === 'h' ? 'Z' : 'SZ'}${String(next).padStart(vote.chamber === 'h' ? 6 : 3, '0')}`;
        return { id, display_name: `Sample member ${next}`, party: 'I', state: 'ZZ' };
      });
      return [option, [...listed(option), ...extra]];
    }),
  );
  return { ...vote, votes: { ...vote.votes, ...filled } };
}

/**
 * The sample federal record (issue 13): ten fictional bills of the 119th Congress over every voting topic,
 * in the unitedstates/congress formats (demo-data/), and their passage roll calls, on which every demo House
 * member votes in the House and every demo senator in the Senate, so each demo incumbent's page shows bills
 * under several topics with no network. Titles start with "Sample: " and summaries say it is sample data.
 */
const DEMO_LEGISLATION: TLegislationDocuments = {
  bills: [hr9901, hr9902, s9903, hr9904, hr9905, s9906, hr9907, hr9908, s9909, hr9910],
  votes: [h901, s901, h902, s903, h904, s904, h905, s905, s906, h907, s907, h908, s909, h910].map(
    fillChamber,
  ),
  legislators,
};

export const legislationDemoSeeder: Seeder = {
  name: 'sample bills and votes',
  async run(trx) {
    await importLegislation(trx, DEMO_LEGISLATION, { isSample: true });
  },
};

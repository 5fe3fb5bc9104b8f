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

/**
 * The sample federal record (issue 13): ten fictional bills of the 119th Congress over every voting topic,
 * in the unitedstates/congress formats (demo-data/), and their passage roll calls, on which every demo House
 * member votes in the House and every demo senator in the Senate, so each demo incumbent's page shows bills
 * under several topics with no network. Titles start with "Sample: " and summaries say it is sample data.
 */
export const DEMO_LEGISLATION: TLegislationDocuments = {
  bills: [hr9901, hr9902, s9903, hr9904, hr9905, s9906, hr9907, hr9908, s9909, hr9910],
  votes: [h901, s901, h902, s903, h904, s904, h905, s905, s906, h907, s907, h908, s909, h910],
  legislators,
};

export const legislationDemoSeeder: Seeder = {
  name: 'sample bills and votes',
  async run(trx) {
    await importLegislation(trx, DEMO_LEGISLATION, { isSample: true });
  },
};

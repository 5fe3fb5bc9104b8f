import type { Seeder } from './db/seeder';
import { candidateDemoSeeder } from './features/candidates/candidates.seed';
import { donorsDemoSeeder } from './features/donors/donors.seed';
import { demoAddressesSeeder } from './features/districts/demo-addresses.seed';
import { demoBoundariesSeeder } from './features/districts/districts.seed';
import { legislationDemoSeeder } from './features/legislation/legislation.seed';
import { videoDemoSeeder } from './features/videos/videos.seed';

/** The demo content of every feature, in the order it loads (seedDemoContent in db/seed.ts runs it). */
export const DEMO_SEEDERS: Seeder[] = [
  videoDemoSeeder,
  candidateDemoSeeder,
  legislationDemoSeeder,
  demoBoundariesSeeder,
  demoAddressesSeeder,
  donorsDemoSeeder,
];

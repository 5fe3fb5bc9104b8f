-- The federal record of House and Senate members (spec part 1 §2, §7): bills with their topics and progress,
-- the roll calls on their passage, and each member's vote, loaded by `npm run legislation:import` from files
-- in the unitedstates/congress formats; and the donor figures fetched from the FEC, kept a day.

-- A candidate is linked to the record by the member's Bioguide id and to the FEC by the candidate id.
ALTER TABLE candidates ADD COLUMN bioguide_id text;
ALTER TABLE candidates ADD COLUMN fec_candidate_id text;
CREATE INDEX candidates_bioguide_id ON candidates (bioguide_id);

CREATE TABLE bills (
  id text PRIMARY KEY, -- the unitedstates bill id: type, number, '-', congress (hr1234-118)
  congress integer NOT NULL,
  bill_type text NOT NULL,
  number integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  topics text[] NOT NULL DEFAULT '{}',
  tracker_url text NOT NULL UNIQUE,
  stage text NOT NULL CHECK (
    stage IN ('Introduced', 'Passed House', 'Passed Senate', 'Resolving Differences', 'To President', 'Became Law')
  ),
  stage_stop text CHECK (stage_stop IN ('failed', 'vetoed')),
  stage_checked_at timestamptz NOT NULL,
  -- A refresh from Congress.gov that failed: the next try waits a while instead of every visitor waiting.
  stage_refresh_failed_at timestamptz,
  -- The tally of the bill's latest passage vote (null until one is imported).
  yea_total integer,
  nay_total integer,
  is_sample boolean NOT NULL DEFAULT false,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bills_topics ON bills USING gin (topics);

-- Roll calls on a bill's passage (unitedstates vote ids, e.g. h123-118.2024), with their tallies.
CREATE TABLE roll_calls (
  id text PRIMARY KEY,
  bill_id text NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
  chamber text NOT NULL CHECK (chamber IN ('house', 'senate')),
  question text NOT NULL,
  result text NOT NULL,
  voted_at timestamptz NOT NULL,
  yea_total integer NOT NULL,
  nay_total integer NOT NULL
);
CREATE INDEX roll_calls_bill_id ON roll_calls (bill_id);

CREATE TABLE member_votes (
  roll_call_id text NOT NULL REFERENCES roll_calls (id) ON DELETE CASCADE,
  bioguide_id text NOT NULL,
  vote text NOT NULL CHECK (vote IN ('Yea', 'Nay', 'Present', 'Not Voting')),
  PRIMARY KEY (roll_call_id, bioguide_id)
);
CREATE INDEX member_votes_bioguide_id ON member_votes (bioguide_id);

-- The top contributors of a candidate for a cycle, fetched from the FEC and kept a day, keyed by the FEC
-- candidate id or, for a candidate without one, by name, office and state. "The FEC has no such candidate"
-- is kept too (fec_candidate_id null). A row past its time is still shown when the FEC cannot be reached.
-- The demo content's rows are sample figures for fictional candidates the FEC cannot know.
CREATE TABLE donor_cache (
  lookup_key text NOT NULL,
  cycle integer NOT NULL,
  fec_candidate_id text,
  candidate_name text,
  donors jsonb NOT NULL,
  is_sample boolean NOT NULL DEFAULT false,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (lookup_key, cycle)
);

-- Elections the guide covers: the home page's upcoming-elections cards and deadlines, and the countdown.
-- Dates are calendar dates as printed on the election calendar; time_zone is where they are local, so the
-- countdown can aim at election day's midnight there (e.g. 2025-06-24T00:00:00-04:00 in New York).
CREATE TABLE elections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  election_date date NOT NULL,
  time_zone text NOT NULL DEFAULT 'America/New_York',
  type text NOT NULL,
  location text NOT NULL,
  description text NOT NULL,
  ballot_positions text[] NOT NULL DEFAULT '{}',
  progressive_issues text[] NOT NULL DEFAULT '{}',
  registration_deadline date,
  early_voting_start date,
  early_voting_end date,
  mail_ballot_request_deadline date,
  drives_countdown boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT elections_early_voting_period CHECK (
    (early_voting_start IS NULL) = (early_voting_end IS NULL) AND early_voting_start <= early_voting_end
  )
);
CREATE INDEX elections_election_date ON elections (election_date);

-- The spec's two elections are base data, not demo content: every install starts with them, including one
-- on Postgres where no demo content is loaded. Deadlines are from the NYC Board of Elections calendar.
INSERT INTO elections (
  name, election_date, type, location, description, ballot_positions, progressive_issues,
  registration_deadline, early_voting_start, early_voting_end, mail_ballot_request_deadline, drives_countdown
) VALUES (
  'NYC City Council Primary Election',
  '2025-06-24',
  'Primary',
  'New York City, NY',
  'Party members choose who will be on the November ballot. Every City Council district with more than one candidate has a primary, alongside the open race for mayor and the other citywide offices, and every primary uses ranked-choice voting: rank up to five candidates in order of preference. Only voters enrolled in a party can vote in its primary. Early voting runs from June 14 to June 22; on Primary Day, polls are open from 6 a.m. to 9 p.m.',
  ARRAY[
    'Mayor',
    'Public Advocate',
    'Comptroller',
    'Borough President',
    'City Council (districts with a contested primary)',
    'District Attorney (Manhattan)'
  ],
  ARRAY[
    'A rent freeze for rent-stabilized homes and more public and social housing',
    'Public safety built on mental health care and violence interruption, not more police',
    'Keeping the city out of federal deportation drives',
    'Fast, free and reliable buses',
    'Universal childcare',
    'Taxing the richest New Yorkers to pay for schools and services'
  ],
  '2025-06-14',
  '2025-06-14',
  '2025-06-22',
  '2025-06-14',
  true
), (
  'NYC General Election',
  '2025-11-04',
  'Local',
  'New York City, NY',
  'New Yorkers choose who runs City Hall for the next four years. Every City Council seat is up, along with the mayor and the other citywide offices, and six ballot proposals sit on the back of the ballot. Early voting runs from October 25 to November 2; on Election Day, polls are open from 6 a.m. to 9 p.m.',
  ARRAY[
    'Mayor',
    'Public Advocate',
    'Comptroller',
    'Borough President',
    'City Council (all 51 districts)',
    'District Attorney (Manhattan and Brooklyn)',
    'Judges (Civil Court and State Supreme Court)',
    'Six ballot proposals'
  ],
  ARRAY[
    'Rents New Yorkers can afford, stronger tenant protections and more public and social housing',
    'Public safety built on mental health care, violence interruption and housing, not more police',
    'Protecting immigrant New Yorkers and keeping the city out of federal deportation drives',
    'Fast, reliable and affordable buses and subways',
    'Universal childcare and fully funded public schools',
    'Good union jobs and enforcement of workplace protections',
    'Climate resilience for the neighborhoods that flood first'
  ],
  '2025-10-25',
  '2025-10-25',
  '2025-11-02',
  '2025-10-25',
  false
);

-- Candidates, each tied to the Open Civic Data division it runs in (see src/shared/divisions.ts).
CREATE TABLE candidates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  full_name text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  district text NOT NULL,
  office text NOT NULL,
  state text NOT NULL,
  party text NOT NULL CHECK (party IN ('Democrat', 'Republican', 'Others')),
  incumbent text NOT NULL CHECK (incumbent IN ('Incumbent', 'Challenger')),
  headshot text NOT NULL,
  bio text NOT NULL,
  pol_leaning text NOT NULL CHECK (pol_leaning IN ('Progressive', 'Democrat', 'Republican', 'Independent')),
  voting_record boolean NOT NULL DEFAULT false,
  special_notes text NOT NULL DEFAULT '',
  sources text[] NOT NULL DEFAULT '{}',
  matrix_questions jsonb NOT NULL DEFAULT '{}',
  division_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidates_division_id ON candidates (division_id);
CREATE INDEX candidates_office_state ON candidates (office, state);
CREATE INDEX candidates_office_district ON candidates (office, district);

-- The active-state dropdown of the structured address form.
CREATE TABLE dropdown_states (
  state_short text PRIMARY KEY,
  state_full text NOT NULL,
  state_active boolean NOT NULL DEFAULT false
);

-- Address lookups, cached per normalised address: matches for 30 days, "no match" for a day.
CREATE TABLE geocode_cache (
  address_key text PRIMARY KEY,
  result jsonb,
  provider text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX geocode_cache_expires_at ON geocode_cache (expires_at);

-- District boundaries imported from GeoJSON (e.g. NYC council districts), for point-in-polygon lookups.
-- The bounding box columns let a lookup narrow the candidates with an index before the exact test.
CREATE TABLE boundaries (
  division_id text PRIMARY KEY,
  source text NOT NULL,
  geometry jsonb NOT NULL,
  min_lon double precision NOT NULL,
  min_lat double precision NOT NULL,
  max_lon double precision NOT NULL,
  max_lat double precision NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX boundaries_bbox ON boundaries (min_lon, max_lon, min_lat, max_lat);

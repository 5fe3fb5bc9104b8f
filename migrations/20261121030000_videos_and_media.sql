-- Uploaded images (video thumbnails), re-encoded and addressed by the SHA-256 of their bytes.
CREATE TABLE media (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The library. tiktok_id is the numeric video id; the URL is built from TIKTOK_ACCOUNT_URL.
CREATE TABLE videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tiktok_id text NOT NULL CHECK (tiktok_id ~ '^[0-9]{1,25}$'),
  category text NOT NULL CHECK (category IN (
    'As We Wait for the Revolution', 'Conspiracy And Capitalism', 'Current Events',
    'Deconstructing Narratives', 'Dictatorship of the Proletariat', 'Do Something About It',
    'I Dream of Socialism', 'Midterms 2022', 'Neoliberalism Explained', 'Racism, Pride And Prejudice',
    'Right Wing Rhetoric', 'So You Want to be a Capitalist?', 'Spoils of the Imperial Core',
    'The Fetishization of Nonviolence', 'The Follies of Capitalism', 'Unionizing 101', 'Why Voting Matters',
    '2024 General Election', 'Ballot Measures 2024', '2025 New York City Council Election'
  )),
  thumbnail_hash text NOT NULL REFERENCES media (hash),
  title text,
  description text,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', category), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX videos_by_category ON videos (category, created_at DESC, id DESC);
CREATE INDEX videos_newest_first ON videos (created_at DESC, id DESC);
CREATE INDEX videos_thumbnail_hash ON videos (thumbnail_hash);
CREATE INDEX videos_search ON videos USING gin (search_vector);

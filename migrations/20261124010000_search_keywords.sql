-- The admin's search keywords: a web search for a candidate runs once per keyword (spec part 2 §3).
-- One keyword per spelling, whatever its case.
CREATE TABLE search_keywords (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  keyword text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX search_keywords_keyword_key ON search_keywords (lower(keyword));

-- Answers of the admin web search, kept a day per service and query, so a reload or a second look at the
-- same candidate costs no paid request. Only answers are kept: a failed search is asked again next time.
CREATE TABLE web_search_cache (
  provider text NOT NULL,
  query_key text NOT NULL,
  results jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, query_key)
);
CREATE INDEX web_search_cache_expires_at ON web_search_cache (expires_at);

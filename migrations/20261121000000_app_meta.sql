-- Small key-value facts about this installation, e.g. when the demo content was loaded.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who changed what in the admin pages (issue 14 point 7, ADR 21). Each entry is written in the same
-- transaction as the change it records. The app only inserts and reads these rows: nothing edits or
-- deletes them. The actor's name and email are a snapshot, so an entry still says who acted after the
-- account is gone; actor_id is null for the command line and start-up (system) writes.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text,
  actor_email text,
  entity_type text NOT NULL
    CHECK (entity_type IN ('video', 'candidate', 'election', 'state', 'keyword', 'feedback', 'account')),
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  -- {field: {before, after}} for the fields that changed: a create has only "after", a delete only "before".
  changes jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_type_at_idx ON audit_log (entity_type, at DESC, id DESC);
CREATE INDEX audit_log_actor_id_at_idx ON audit_log (actor_id, at DESC, id DESC);

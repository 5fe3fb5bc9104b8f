-- Bulk import of candidates from a spreadsheet (issue 25 point 4, ADR 51).

-- The id a candidate has in the organisation's own spreadsheet or system: an imported row matches the
-- candidate by it before it matches by election, office, district and name. Unique within an election.
ALTER TABLE candidates ADD COLUMN external_id text;
CREATE UNIQUE INDEX candidates_election_external_id ON candidates (election_id, external_id)
  WHERE external_id IS NOT NULL;

-- How a change came, where it was not a form: an import's file name.
ALTER TABLE audit_log ADD COLUMN source text;

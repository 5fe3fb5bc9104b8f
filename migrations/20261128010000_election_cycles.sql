-- Election cycles (issue 25, ADR 47). An election is a draft, seen only by admins, until one publishes it;
-- every candidate belongs to an election.
ALTER TABLE elections ADD COLUMN published boolean NOT NULL DEFAULT false;
-- The elections of an install from before cycles were public already, the spec's two included.
UPDATE elections SET published = true;

ALTER TABLE candidates ADD COLUMN election_id uuid REFERENCES elections (id) ON DELETE RESTRICT;
-- Candidates from before cycles join the election dated furthest ahead. An install whose admins deleted every
-- election but kept candidates gets one for them to rename, a draft.
INSERT INTO elections (name, election_date, type, location, description)
SELECT 'Candidates from before election cycles', CURRENT_DATE, 'General', 'To be set',
  'Made when election cycles came, for the candidates then in the guide. Rename it, set its date, or move its candidates to another election.'
WHERE EXISTS (SELECT 1 FROM candidates) AND NOT EXISTS (SELECT 1 FROM elections);
UPDATE candidates SET election_id = (SELECT id FROM elections ORDER BY election_date DESC, name LIMIT 1);
ALTER TABLE candidates ALTER COLUMN election_id SET NOT NULL;
CREATE INDEX candidates_election_id ON candidates (election_id);

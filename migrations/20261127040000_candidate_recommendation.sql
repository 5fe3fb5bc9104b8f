-- The organisation's recommendation of a candidate (issue 16), with an optional short reason.
ALTER TABLE candidates
  ADD COLUMN recommended boolean NOT NULL DEFAULT false,
  ADD COLUMN recommendation_reason text NULL CHECK (char_length(recommendation_reason) <= 280);

-- Texts the organisation writes, in the guide's other languages (issue 24 point 5, ADR 44): English stays in
-- each record's own columns; the other languages' texts sit beside them, { "es": { "specialNotes": "…" } }.
ALTER TABLE candidates ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';

-- A calendar to subscribe to (issue 25 point 5, ADR 52): each election's revision of its dates, sent as the
-- SEQUENCE of its events, so a subscribed calendar replaces an event whose date an admin changed.
ALTER TABLE elections ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0;

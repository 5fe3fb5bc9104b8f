-- The demo's own address book, loaded with the demo content: it answers these addresses when no live
-- geocoder can place them (offline, or unknown to the live service), and the home page offers the
-- examples among them as buttons. Nothing here is consulted unless the demo content is loaded.
CREATE TABLE demo_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  address text NOT NULL,
  address_key text NOT NULL UNIQUE,
  matched_address text NOT NULL,
  divisions text[] NOT NULL,
  is_example boolean NOT NULL DEFAULT false,
  position integer NOT NULL
);

-- Ballot measures (issue 25 point 2, ADR 50): per election and Open Civic Data division, so a statewide
-- measure (ocd-division/country:us/state:ny) reaches every address in the state and a citywide one
-- (…/place:new_york) every address in the city. `position` orders an election's measures as on the ballot.
-- English in the columns, the other languages in `translations` (ADR 44). The card's field names are the
-- spec's (name, measureNumber, whatItSays, impact).
CREATE TABLE ballot_measures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  election_id uuid NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
  division_id text NOT NULL,
  position integer NOT NULL,
  measure_number text NOT NULL,
  name text NOT NULL,
  icon text NOT NULL,
  what_it_says text[] NOT NULL DEFAULT '{}',
  impact text[] NOT NULL DEFAULT '{}',
  recommendation text CHECK (recommendation IN ('Yes', 'No')),
  recommendation_reason text,
  sources text[] NOT NULL DEFAULT '{}',
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ballot_measures_election_position ON ballot_measures (election_id, position);

-- The spec's six measures of the 4 November 2025 general election, word for word as the guide showed them
-- (English and Spanish): base data, like the elections themselves, so every install starts with them.
INSERT INTO ballot_measures (
  election_id, position, division_id, measure_number, name, icon, what_it_says, impact, recommendation,
  recommendation_reason, translations
)
SELECT elections.id, measure.* FROM elections, (VALUES
(
  0, 'ocd-division/country:us/state:ny', 'Proposal 1 · Statewide', 'Adirondack Land Swap', 'tree-pine',
  ARRAY[
    'Amends the State Constitution''s ''forever wild'' protection of the Forest Preserve to let the state use up to 323 acres of protected land at the Mount Van Hoevenberg Olympic Sports Complex, near Lake Placid, for ski and biathlon trails and related facilities.',
    'In exchange, the state must add at least 2,500 acres of new forest land to the Adirondack Park.'
  ],
  ARRAY[
    'A state-run winter sports venue gets room for trails and facilities on land the constitution otherwise keeps untouched.',
    'The Forest Preserve gains more acres than it gives up, but the land it gives up loses its protection for good.',
    'Every carve-out from "forever wild" is a precedent, which is why environmental groups watch these amendments closely.'
  ],
  NULL, NULL,
  '{"es":{"name":"Intercambio de tierras en los Adirondacks","measureNumber":"Propuesta 1 · Todo el estado","whatItSays":["Enmienda la protección de \"por siempre silvestre\" que la Constitución del Estado da a la Reserva Forestal, para que el estado pueda usar hasta 323 acres de tierra protegida en el Complejo Deportivo Olímpico Mount Van Hoevenberg, cerca de Lake Placid, para pistas de esquí y biatlón e instalaciones relacionadas.","A cambio, el estado debe sumar al menos 2,500 acres de bosque nuevo al Parque Adirondack."],"impact":["Un centro estatal de deportes de invierno gana espacio para pistas e instalaciones en tierras que la Constitución, de otro modo, deja intactas.","La Reserva Forestal gana más acres de los que cede, pero la tierra que cede pierde su protección para siempre.","Cada excepción a \"por siempre silvestre\" sienta un precedente; por eso los grupos ambientalistas siguen de cerca estas enmiendas."]}}'::jsonb
),
(
  1, 'ocd-division/country:us/state:ny/place:new_york', 'Proposal 2 · New York City', 'Expedited Affordable Housing Process', 'house',
  ARRAY[
    'Creates fast-track reviews for publicly financed affordable housing, including a new route through the Board of Standards and Appeals.',
    'Adds a shorter review for affordable housing in the community districts that have approved the least of it. Community boards still weigh in, on a tighter timeline.'
  ],
  ARRAY[
    'The City Council, and with it the local Council member''s informal veto, no longer has the final say on these projects.',
    'Affordable homes could get approved months faster, especially in wealthier neighborhoods that have built very little.',
    'Communities lose some of the leverage they use to win deeper affordability or local hiring during Council negotiations.'
  ],
  'Yes', 'New York is short of homes people can afford, and the neighborhoods that block them are rarely the ones facing displacement.',
  '{"es":{"name":"Proceso acelerado para vivienda asequible","measureNumber":"Propuesta 2 · Ciudad de Nueva York","whatItSays":["Crea revisiones por vía rápida para la vivienda asequible financiada con fondos públicos, incluida una nueva vía a través de la Junta de Normas y Apelaciones (Board of Standards and Appeals).","Añade una revisión más corta para la vivienda asequible en los distritos comunitarios que menos la han aprobado. Las juntas comunitarias siguen opinando, con plazos más cortos."],"impact":["El Concejo Municipal, y con él el veto informal del miembro del Concejo del distrito, ya no tiene la última palabra sobre estos proyectos.","Las viviendas asequibles podrían aprobarse meses antes, sobre todo en los barrios más ricos, que han construido muy poco.","Las comunidades pierden parte de la influencia que usan para conseguir más asequibilidad o contratación local en las negociaciones con el Concejo."],"recommendationReason":"A Nueva York le faltan viviendas que la gente pueda pagar, y los barrios que las bloquean rara vez son los que sufren el desplazamiento."}}'::jsonb
),
(
  2, 'ocd-division/country:us/state:ny/place:new_york', 'Proposal 3 · New York City', 'Small Land-Use Changes', 'ruler',
  ARRAY[
    'Creates an Expedited Land Use Review Procedure for modest projects: small increases in how much housing is allowed, land deals that make affordable housing possible, and climate resiliency projects.',
    'Community boards and borough presidents review these projects, and the City Planning Commission decides, without a City Council vote.'
  ],
  ARRAY[
    'Routine changes, like a few more homes on a block or flood protection, could be approved months sooner.',
    'Power over these smaller decisions moves from the elected Council to the appointed Planning Commission.'
  ],
  NULL, NULL,
  '{"es":{"name":"Cambios menores en el uso del suelo","measureNumber":"Propuesta 3 · Ciudad de Nueva York","whatItSays":["Crea un Procedimiento Acelerado de Revisión del Uso del Suelo para proyectos modestos: pequeños aumentos de la vivienda permitida, acuerdos sobre terrenos que hacen posible la vivienda asequible y proyectos de resiliencia climática.","Las juntas comunitarias y los presidentes de condado revisan estos proyectos, y decide la Comisión de Planificación Urbana, sin votación del Concejo Municipal."],"impact":["Los cambios de rutina, como unas cuantas viviendas más en una cuadra o la protección contra inundaciones, podrían aprobarse meses antes.","El poder sobre estas decisiones menores pasa del Concejo, que se elige, a la Comisión de Planificación, que se nombra."]}}'::jsonb
),
(
  3, 'ocd-division/country:us/state:ny/place:new_york', 'Proposal 4 · New York City', 'Affordable Housing Appeals Board', 'scale',
  ARRAY[
    'Creates an Affordable Housing Appeals Board made up of the Mayor, the City Council Speaker and the borough president where the project is. It replaces the Mayor''s veto at the end of land-use review for projects that create affordable housing.',
    'When the Council rejects or cuts down such a project, two of the three can reverse the Council''s decision.'
  ],
  ARRAY[
    'An affordable housing project that one Council member or the Council blocks gets a second chance.',
    'It shifts power away from the Council toward the Mayor and borough presidents; who benefits depends on who holds those offices.'
  ],
  NULL, NULL,
  '{"es":{"name":"Junta de Apelaciones de Vivienda Asequible","measureNumber":"Propuesta 4 · Ciudad de Nueva York","whatItSays":["Crea una Junta de Apelaciones de Vivienda Asequible formada por el alcalde, el presidente del Concejo Municipal y el presidente del condado donde esté el proyecto. Reemplaza el veto del alcalde al final de la revisión del uso del suelo para los proyectos que crean vivienda asequible.","Cuando el Concejo rechaza o recorta uno de esos proyectos, dos de los tres pueden revertir la decisión del Concejo."],"impact":["Un proyecto de vivienda asequible que un miembro del Concejo o el Concejo entero bloquea tiene una segunda oportunidad.","Traslada poder del Concejo al alcalde y a los presidentes de condado; a quién beneficia depende de quién ocupe esos cargos."]}}'::jsonb
),
(
  4, 'ocd-division/country:us/state:ny/place:new_york', 'Proposal 5 · New York City', 'City Map Updates', 'map',
  ARRAY[
    'Combines the official City Map, now thousands of separate paper maps kept in five borough offices, into one digital map run by the Department of City Planning.'
  ],
  ARRAY[
    'Mostly housekeeping: the official layout of streets, parks and public places becomes easier for everyone to check.',
    'Projects that need a map change, from new housing to street redesigns, could move with less paperwork.'
  ],
  'Yes', 'A sensible modernization with little downside.',
  '{"es":{"name":"Actualización del mapa de la ciudad","measureNumber":"Propuesta 5 · Ciudad de Nueva York","whatItSays":["Reúne el Mapa Oficial de la Ciudad, que hoy son miles de mapas de papel guardados en cinco oficinas de condado, en un solo mapa digital a cargo del Departamento de Planificación Urbana."],"impact":["Es sobre todo un trámite de orden: el trazado oficial de calles, parques y espacios públicos será más fácil de consultar para todos.","Los proyectos que necesitan un cambio en el mapa, desde viviendas nuevas hasta rediseños de calles, podrían avanzar con menos papeleo."],"recommendationReason":"Una modernización sensata con pocas desventajas."}}'::jsonb
),
(
  5, 'ocd-division/country:us/state:ny/place:new_york', 'Proposal 6 · New York City', 'Even-Year City Elections', 'vote',
  ARRAY[
    'Moves elections for Mayor, Public Advocate, Comptroller, Borough President and City Council to the same years as presidential elections.',
    'Only takes effect if the State Constitution, which requires city elections in odd-numbered years, is also changed. Some terms would be shortened once to make the switch.'
  ],
  ARRAY[
    'Far more people vote in presidential years, so many more New Yorkers would help pick who runs the city.',
    'City races would share the ballot and the headlines with national ones, so local issues would have to compete for attention.'
  ],
  'Yes', 'Odd-year city elections are decided by a small and unrepresentative slice of voters. Holding them when young people, renters and working people turn out makes City Hall answer to more of us.',
  '{"es":{"name":"Elecciones municipales en años pares","measureNumber":"Propuesta 6 · Ciudad de Nueva York","whatItSays":["Traslada las elecciones de alcalde, defensor público, contralor, presidente de condado y Concejo Municipal a los mismos años que las elecciones presidenciales.","Solo entra en vigor si también se cambia la Constitución del Estado, que exige elecciones municipales en años impares. Algunos mandatos se acortarían una vez para hacer el cambio."],"impact":["En los años presidenciales vota mucha más gente, así que muchos más neoyorquinos ayudarían a elegir a quienes gobiernan la ciudad.","Las contiendas municipales compartirían la boleta y los titulares con las nacionales, y los temas locales tendrían que competir por la atención."],"recommendationReason":"Las elecciones municipales en años impares las decide una porción pequeña y poco representativa de los votantes. Celebrarlas cuando votan los jóvenes, los inquilinos y la gente trabajadora hace que el Ayuntamiento responda a más de nosotros."}}'::jsonb
)
) AS measure (
  position, division_id, measure_number, name, icon, what_it_says, impact, recommendation,
  recommendation_reason, translations
)
WHERE elections.name = 'NYC General Election' AND elections.election_date = '2025-11-04';

-- Admins' changes to measures are audited like the other entities'.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_type_check CHECK (
  entity_type IN ('video', 'candidate', 'election', 'ballotMeasure', 'state', 'keyword', 'feedback', 'account', 'content')
);

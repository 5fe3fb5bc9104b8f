-- Texts the organisation writes, in the guide's other languages (issue 24 point 5, ADR 44): English stays in
-- each record's own columns; the other languages' texts sit beside them, { "es": { "specialNotes": "…" } }.
ALTER TABLE candidates ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE elections ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';

-- The spec's two elections in Spanish (base data, like their English texts in 20261123000000_elections.sql).
-- Only rows still holding the seeded English name and no translation are filled, so an admin's edits stay.
UPDATE elections SET translations = jsonb_build_object('es', jsonb_build_object(
  'name', 'Elección primaria del Concejo Municipal de NYC',
  'description', 'Los afiliados de cada partido eligen quién estará en la boleta de noviembre. Cada distrito del Concejo Municipal con más de un candidato tiene su primaria, junto con la contienda abierta por la alcaldía y los demás cargos de toda la ciudad, y todas las primarias usan la votación por orden de preferencia: puede clasificar hasta cinco candidatos según su preferencia. Solo los votantes inscritos en un partido pueden votar en la primaria de ese partido. La votación anticipada va del 14 al 22 de junio; el día de la primaria, los centros de votación abren de 6 a. m. a 9 p. m.',
  'ballotPositions', jsonb_build_array(
    'Alcalde',
    'Defensor público',
    'Contralor',
    'Presidente del condado (borough)',
    'Concejo Municipal (distritos con primaria disputada)',
    'Fiscal de distrito (Manhattan)'
  ),
  'progressiveIssues', jsonb_build_array(
    'Congelar los alquileres de las viviendas de renta estabilizada y construir más vivienda pública y social',
    'Una seguridad pública basada en la atención de salud mental y la prevención de la violencia, no en más policía',
    'Mantener a la ciudad fuera de las campañas federales de deportación',
    'Autobuses rápidos, gratuitos y fiables',
    'Cuidado infantil universal',
    'Gravar a los neoyorquinos más ricos para financiar las escuelas y los servicios'
  )
))
WHERE name = 'NYC City Council Primary Election' AND election_date = '2025-06-24' AND translations = '{}';

UPDATE elections SET translations = jsonb_build_object('es', jsonb_build_object(
  'name', 'Elección general de NYC',
  'description', 'Los neoyorquinos eligen quién dirigirá el Ayuntamiento durante los próximos cuatro años. Están en juego todos los escaños del Concejo Municipal, además de la alcaldía y los demás cargos de toda la ciudad, y seis propuestas figuran al dorso de la boleta. La votación anticipada va del 25 de octubre al 2 de noviembre; el Día de las Elecciones, los centros de votación abren de 6 a. m. a 9 p. m.',
  'ballotPositions', jsonb_build_array(
    'Alcalde',
    'Defensor público',
    'Contralor',
    'Presidente del condado (borough)',
    'Concejo Municipal (los 51 distritos)',
    'Fiscal de distrito (Manhattan y Brooklyn)',
    'Jueces (Tribunal Civil y Tribunal Supremo del Estado)',
    'Seis propuestas en la boleta'
  ),
  'progressiveIssues', jsonb_build_array(
    'Alquileres que los neoyorquinos puedan pagar, más protección para los inquilinos y más vivienda pública y social',
    'Una seguridad pública basada en la atención de salud mental, la prevención de la violencia y la vivienda, no en más policía',
    'Proteger a los neoyorquinos inmigrantes y mantener a la ciudad fuera de las campañas federales de deportación',
    'Autobuses y metro rápidos, fiables y asequibles',
    'Cuidado infantil universal y escuelas públicas con toda la financiación que necesitan',
    'Buenos empleos sindicalizados y que se hagan cumplir las protecciones laborales',
    'Resiliencia climática para los barrios que se inundan primero'
  )
))
WHERE name = 'NYC General Election' AND election_date = '2025-11-04' AND translations = '{}';

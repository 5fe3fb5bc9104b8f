-- The page's fixed content as data an admin edits at /admin/content (issue 25 point 3, ADR 47): one row per
-- section, its items in `content` as the section's shared schema has them (src/shared/schemas/site-content.ts).
-- Each item holds its English texts in its own fields and the other languages' in `translations` (ADR 44).
CREATE TABLE site_content (
  section text PRIMARY KEY CHECK (section IN ('mission')),
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Base data, like the elections: the spec's texts and the Spanish the site showed for them, so a fresh
-- install (with or without demo content) shows exactly what it showed when they were code.
INSERT INTO site_content (section, content) VALUES ('mission', $json${
  "cards": [
    {
      "icon": "compass",
      "title": "Contextualized Coverage",
      "text": "We don't just list names. We explain what each office actually does, what is at stake in the race and how it connects to the issues on your block.",
      "translations": { "es": {
        "title": "Cobertura con contexto",
        "text": "No nos limitamos a dar nombres. Explicamos qué hace realmente cada cargo, qué está en juego en la contienda y cómo se relaciona con lo que pasa en su cuadra."
      } }
    },
    {
      "icon": "search-check",
      "title": "Accountability Tracking",
      "text": "We follow voting records, donors and promises, so you can see whether officials do what they said once they are in office.",
      "translations": { "es": {
        "title": "Rendición de cuentas",
        "text": "Seguimos el historial de votaciones, los donantes y las promesas, para que usted vea si los funcionarios cumplen lo que dijeron una vez en el cargo."
      } }
    },
    {
      "icon": "building-2",
      "title": "Real-World Impact",
      "text": "Council members, judges and district attorneys shape housing, policing, schools and transit. We show how each race changes daily life.",
      "translations": { "es": {
        "title": "Impacto en la vida real",
        "text": "Los miembros del Concejo, los jueces y los fiscales de distrito deciden sobre la vivienda, la policía, las escuelas y el transporte. Le mostramos cómo cada contienda cambia la vida diaria."
      } }
    },
    {
      "icon": "hand-fist",
      "title": "Progressive Values",
      "text": "We believe in housing as a human right, workers' power, racial justice and a livable planet, and we say so. Our analysis is honest about where it comes from.",
      "translations": { "es": {
        "title": "Valores progresistas",
        "text": "Creemos en la vivienda como derecho humano, en el poder de los trabajadores, en la justicia racial y en un planeta habitable, y lo decimos. Nuestro análisis es honesto sobre su punto de partida."
      } }
    }
  ]
}$json$);

-- Saving a section is an audited admin write.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_entity_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_type_check
  CHECK (entity_type IN ('video', 'candidate', 'election', 'state', 'keyword', 'feedback', 'account', 'content'));

-- The deadlines' fallback texts and the offers to candidates (issue 25 point 3, ADR 47): two more sections of
-- site_content an admin edits at /admin/content, each text in English and, in `translations`, the other
-- languages (ADR 44). The 'Let's Work Together' button's `url` left blank leads where it led before: the
-- deployment's CANDIDATE_FORM_URL, else the contact form.
ALTER TABLE site_content DROP CONSTRAINT IF EXISTS site_content_section_check;
ALTER TABLE site_content ADD CONSTRAINT site_content_section_check
  CHECK (section IN ('mission', 'resources', 'deadlines', 'forCandidates'));

-- The spec's texts and the Spanish the catalog had for them, so a fresh install shows what it showed.
INSERT INTO site_content (section, content) VALUES ('deadlines', $json$
{
  "registration": {
    "text": "Varies by state - check early!",
    "translations": { "es": { "text": "Varía según el estado: ¡consúltelo con tiempo!" } }
  },
  "earlyVoting": {
    "text": "Available In Most States",
    "translations": { "es": { "text": "Disponible en la mayoría de los estados" } }
  },
  "mailBallotRequest": {
    "text": "Deadlines vary - don't wait!",
    "translations": { "es": { "text": "Los plazos varían: ¡no espere!" } }
  }
}
$json$);

INSERT INTO site_content (section, content) VALUES ('forCandidates', $json$
{
  "offers": [
    {
      "icon": "smartphone",
      "title": "Social Media Support",
      "text": "Strategy, writing and scheduling that explain your platform in plain language and meet voters where they scroll.",
      "translations": {
        "es": {
          "title": "Apoyo en redes sociales",
          "text": "Estrategia, redacción y programación de publicaciones que explican su programa en palabras sencillas y llegan a los votantes allí donde navegan."
        }
      }
    },
    {
      "icon": "clapperboard",
      "title": "Creative Production",
      "text": "Short-form video, graphics and explainers from a team that makes political education for a living.",
      "translations": {
        "es": {
          "title": "Producción creativa",
          "text": "Videos cortos, gráficos y explicaciones de un equipo que se dedica a la educación política."
        }
      }
    },
    {
      "icon": "megaphone",
      "title": "Digital Mobilization",
      "text": "Turn followers into volunteers, donors and voters with targeted outreach and get-out-the-vote pushes.",
      "translations": {
        "es": {
          "title": "Movilización digital",
          "text": "Convierta a sus seguidores en voluntarios, donantes y votantes con mensajes dirigidos y campañas para movilizar el voto."
        }
      }
    }
  ],
  "callToAction": {
    "label": "Let's Work Together",
    "url": "",
    "translations": { "es": { "label": "Trabajemos juntos" } }
  }
}
$json$);

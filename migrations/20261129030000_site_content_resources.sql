-- The resources (issue 25 point 3, ADR 47): the home page's groups of links become a section of
-- site_content an admin edits at /admin/content. Each group and each link holds its English texts in its own
-- fields and the other languages' in `translations` (ADR 44); a link whose name is an organisation's own
-- (`properName`) is the same in every language.
ALTER TABLE site_content DROP CONSTRAINT IF EXISTS site_content_section_check;
ALTER TABLE site_content ADD CONSTRAINT site_content_section_check CHECK (section IN ('mission', 'resources'));

-- The spec's resources and the Spanish the catalog had for them, so a fresh install shows what it showed.
INSERT INTO site_content (section, content) VALUES ('resources', $json$
{
  "groups": [
    {
      "icon": "notebook-pen",
      "title": "Voter Registration",
      "translations": {
        "es": {
          "title": "Inscripción de votantes"
        }
      },
      "links": [
        {
          "name": "NYC Board of Elections",
          "description": "Register, update your address or request a ballot if you live in the five boroughs.",
          "url": "https://vote.nyc/",
          "translations": {
            "es": {
              "name": "Junta Electoral de la Ciudad de Nueva York",
              "description": "Inscríbase, actualice su dirección o solicite una boleta si vive en uno de los cinco distritos municipales."
            }
          }
        },
        {
          "name": "Check your registration",
          "description": "New York State's lookup: confirm you're registered, your party and your poll site.",
          "url": "https://voterlookup.elections.ny.gov/",
          "translations": {
            "es": {
              "name": "Verifique su inscripción",
              "description": "La consulta del estado de Nueva York: confirme que está inscrito, su partido y su centro de votación."
            }
          }
        },
        {
          "name": "Register in any state",
          "description": "Vote.org walks you through registration wherever you live, with each state's deadlines.",
          "url": "https://www.vote.org/register-to-vote/",
          "translations": {
            "es": {
              "name": "Inscríbase en cualquier estado",
              "description": "Vote.org le guía paso a paso en la inscripción dondequiera que viva, con las fechas límite de cada estado."
            }
          }
        }
      ]
    },
    {
      "icon": "clipboard-list",
      "title": "Ballot Information",
      "translations": {
        "es": {
          "title": "Información sobre la boleta"
        }
      },
      "links": [
        {
          "name": "Find your poll site",
          "description": "NYC's official locator for your early voting and Election Day sites, with a sample ballot.",
          "url": "https://findmypollsite.vote.nyc/",
          "translations": {
            "es": {
              "name": "Encuentre su centro de votación",
              "description": "El buscador oficial de la ciudad para sus centros de votación anticipada y del Día de las Elecciones, con una boleta de muestra."
            }
          }
        },
        {
          "name": "NYC Votes voter guide",
          "description": "The city Campaign Finance Board's guide to candidates and ballot proposals.",
          "url": "https://www.nycvotes.org/",
          "translations": {
            "es": {
              "name": "Guía para votantes de NYC Votes",
              "description": "La guía de la Junta de Financiamiento de Campañas de la ciudad sobre los candidatos y las propuestas en la boleta."
            }
          }
        },
        {
          "name": "Ballotpedia sample ballot",
          "description": "Enter your address to see every race and measure on your ballot, anywhere in the US.",
          "url": "https://ballotpedia.org/Sample_Ballot_Lookup",
          "translations": {
            "es": {
              "name": "Boleta de muestra de Ballotpedia",
              "description": "Escriba su dirección para ver todas las contiendas y propuestas de su boleta, en cualquier lugar de EE. UU."
            }
          }
        }
      ]
    },
    {
      "icon": "shield-check",
      "title": "Know Your Rights",
      "translations": {
        "es": {
          "title": "Conozca sus derechos"
        }
      },
      "links": [
        {
          "name": "Election Protection hotline: 866-OUR-VOTE (866-687-8683)",
          "description": "Call if anyone tries to stop you from voting. Trained volunteers answer.",
          "url": "tel:+18666878683",
          "translations": {
            "es": {
              "name": "Línea directa de Election Protection: 866-OUR-VOTE (866-687-8683)",
              "description": "Llame si alguien intenta impedirle votar. Le atenderán voluntarios capacitados."
            }
          }
        },
        {
          "name": "Election Protection",
          "description": "The coalition behind the hotline: state-by-state rules and how to report a problem.",
          "url": "https://866ourvote.org/",
          "properName": true,
          "translations": {
            "es": {
              "description": "La coalición que atiende la línea directa: las normas de cada estado y cómo denunciar un problema."
            }
          }
        },
        {
          "name": "ACLU: Know your voting rights",
          "description": "What to do if your name is missing, your ID is questioned or you face intimidation.",
          "url": "https://www.aclu.org/know-your-rights/voting-rights",
          "translations": {
            "es": {
              "name": "ACLU: conozca sus derechos como votante",
              "description": "Qué hacer si su nombre no aparece, si cuestionan su identificación o si sufre intimidación."
            }
          }
        }
      ]
    },
    {
      "icon": "handshake",
      "title": "Get Involved",
      "translations": {
        "es": {
          "title": "Participe"
        }
      },
      "links": [
        {
          "name": "Power the Polls",
          "description": "Sign up to be a poll worker: paid, and one of the most useful things you can do on Election Day.",
          "url": "https://www.powerthepolls.org/",
          "properName": true,
          "translations": {
            "es": {
              "description": "Inscríbase para trabajar en un centro de votación: es un trabajo pagado y una de las cosas más útiles que puede hacer el Día de las Elecciones."
            }
          }
        },
        {
          "name": "Mobilize",
          "description": "Find canvasses, phone banks and meetings near you from progressive campaigns and groups.",
          "url": "https://www.mobilize.us/",
          "properName": true,
          "translations": {
            "es": {
              "description": "Encuentre actividades puerta a puerta, llamadas telefónicas y reuniones cerca de usted, de campañas y grupos progresistas."
            }
          }
        },
        {
          "name": "New York City Council",
          "description": "Find your Council member, follow hearings and testify on the issues you care about.",
          "url": "https://council.nyc.gov/",
          "translations": {
            "es": {
              "name": "Concejo Municipal de Nueva York",
              "description": "Encuentre a su miembro del Concejo, siga las audiencias y dé testimonio sobre los temas que le importan."
            }
          }
        }
      ]
    },
    {
      "icon": "book-open",
      "title": "Political Education",
      "translations": {
        "es": {
          "title": "Educación política"
        }
      },
      "links": [
        {
          "name": "THE CITY",
          "description": "Nonprofit newsroom covering New York City government, housing and accountability.",
          "url": "https://www.thecity.nyc/",
          "properName": true,
          "translations": {
            "es": {
              "description": "Medio sin fines de lucro que cubre el gobierno de la ciudad de Nueva York, la vivienda y la rendición de cuentas."
            }
          }
        },
        {
          "name": "City Limits",
          "description": "Independent, in-depth reporting on NYC policy, from rezonings to shelters.",
          "url": "https://citylimits.org/",
          "properName": true,
          "translations": {
            "es": {
              "description": "Periodismo independiente y a fondo sobre las políticas de la ciudad, desde las recalificaciones urbanas hasta los albergues."
            }
          }
        },
        {
          "name": "Council legislation tracker",
          "description": "Read the bills the City Council is considering and how each member voted.",
          "url": "https://legistar.council.nyc.gov/",
          "translations": {
            "es": {
              "name": "Seguimiento de las leyes del Concejo",
              "description": "Lea los proyectos de ley que estudia el Concejo Municipal y cómo votó cada miembro."
            }
          }
        }
      ]
    }
  ]
}
$json$);

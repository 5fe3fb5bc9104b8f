import type { TMissionContent, TSiteContent, TSiteContentSection } from '../../shared/constants/site-content';
import type {
  TDeadlinesContent,
  TForCandidatesContent,
} from '../../shared/constants/site-content-later-sections';
import { readFileSync } from 'node:fs';
import type { TResourcesContent } from '../../shared/constants/site-content-resources';
import type { TTilesContent } from '../../shared/constants/site-content-tiles';
import { localized } from '../../shared/constants/translations';
import type { TLocale } from '../../shared/locales';

/** The mission cards as a fresh install has them (migrations/20261128030000_site_content.sql). */
export const SEEDED_MISSION: TMissionContent = {
  cards: [
    {
      icon: 'compass',
      title: 'Contextualized Coverage',
      text: "We don't just list names. We explain what each office actually does, what is at stake in the race and how it connects to the issues on your block.",
      translations: {
        es: {
          title: 'Cobertura con contexto',
          text: 'No nos limitamos a dar nombres. Explicamos qué hace realmente cada cargo, qué está en juego en la contienda y cómo se relaciona con lo que pasa en su cuadra.',
        },
      },
    },
    {
      icon: 'search-check',
      title: 'Accountability Tracking',
      text: 'We follow voting records, donors and promises, so you can see whether officials do what they said once they are in office.',
      translations: {
        es: {
          title: 'Rendición de cuentas',
          text: 'Seguimos el historial de votaciones, los donantes y las promesas, para que usted vea si los funcionarios cumplen lo que dijeron una vez en el cargo.',
        },
      },
    },
    {
      icon: 'building-2',
      title: 'Real-World Impact',
      text: 'Council members, judges and district attorneys shape housing, policing, schools and transit. We show how each race changes daily life.',
      translations: {
        es: {
          title: 'Impacto en la vida real',
          text: 'Los miembros del Concejo, los jueces y los fiscales de distrito deciden sobre la vivienda, la policía, las escuelas y el transporte. Le mostramos cómo cada contienda cambia la vida diaria.',
        },
      },
    },
    {
      icon: 'hand-fist',
      title: 'Progressive Values',
      text: "We believe in housing as a human right, workers' power, racial justice and a livable planet, and we say so. Our analysis is honest about where it comes from.",
      translations: {
        es: {
          title: 'Valores progresistas',
          text: 'Creemos en la vivienda como derecho humano, en el poder de los trabajadores, en la justicia racial y en un planeta habitable, y lo decimos. Nuestro análisis es honesto sobre su punto de partida.',
        },
      },
    },
  ],
};

/** The resources as a fresh install has them (migrations/20261129030000_site_content_resources.sql). */
export const SEEDED_RESOURCES: TResourcesContent = {
  groups: [
    {
      icon: 'notebook-pen',
      title: 'Voter Registration',
      translations: {
        es: {
          title: 'Inscripción de votantes',
        },
      },
      links: [
        {
          name: 'NYC Board of Elections',
          description: 'Register, update your address or request a ballot if you live in the five boroughs.',
          url: 'https://vote.nyc/',
          translations: {
            es: {
              name: 'Junta Electoral de la Ciudad de Nueva York',
              description:
                'Inscríbase, actualice su dirección o solicite una boleta si vive en uno de los cinco distritos municipales.',
            },
          },
        },
        {
          name: 'Check your registration',
          description: "New York State's lookup: confirm you're registered, your party and your poll site.",
          url: 'https://voterlookup.elections.ny.gov/',
          translations: {
            es: {
              name: 'Verifique su inscripción',
              description:
                'La consulta del estado de Nueva York: confirme que está inscrito, su partido y su centro de votación.',
            },
          },
        },
        {
          name: 'Register in any state',
          description:
            "Vote.org walks you through registration wherever you live, with each state's deadlines.",
          url: 'https://www.vote.org/register-to-vote/',
          translations: {
            es: {
              name: 'Inscríbase en cualquier estado',
              description:
                'Vote.org le guía paso a paso en la inscripción dondequiera que viva, con las fechas límite de cada estado.',
            },
          },
        },
      ],
    },
    {
      icon: 'clipboard-list',
      title: 'Ballot Information',
      translations: {
        es: {
          title: 'Información sobre la boleta',
        },
      },
      links: [
        {
          name: 'Find your poll site',
          description:
            "NYC's official locator for your early voting and Election Day sites, with a sample ballot.",
          url: 'https://findmypollsite.vote.nyc/',
          translations: {
            es: {
              name: 'Encuentre su centro de votación',
              description:
                'El buscador oficial de la ciudad para sus centros de votación anticipada y del Día de las Elecciones, con una boleta de muestra.',
            },
          },
        },
        {
          name: 'NYC Votes voter guide',
          description: "The city Campaign Finance Board's guide to candidates and ballot proposals.",
          url: 'https://www.nycvotes.org/',
          translations: {
            es: {
              name: 'Guía para votantes de NYC Votes',
              description:
                'La guía de la Junta de Financiamiento de Campañas de la ciudad sobre los candidatos y las propuestas en la boleta.',
            },
          },
        },
        {
          name: 'Ballotpedia sample ballot',
          description: 'Enter your address to see every race and measure on your ballot, anywhere in the US.',
          url: 'https://ballotpedia.org/Sample_Ballot_Lookup',
          translations: {
            es: {
              name: 'Boleta de muestra de Ballotpedia',
              description:
                'Escriba su dirección para ver todas las contiendas y propuestas de su boleta, en cualquier lugar de EE. UU.',
            },
          },
        },
      ],
    },
    {
      icon: 'shield-check',
      title: 'Know Your Rights',
      translations: {
        es: {
          title: 'Conozca sus derechos',
        },
      },
      links: [
        {
          name: 'Election Protection hotline: 866-OUR-VOTE (866-687-8683)',
          description: 'Call if anyone tries to stop you from voting. Trained volunteers answer.',
          url: 'tel:+18666878683',
          translations: {
            es: {
              name: 'Línea directa de Election Protection: 866-OUR-VOTE (866-687-8683)',
              description: 'Llame si alguien intenta impedirle votar. Le atenderán voluntarios capacitados.',
            },
          },
        },
        {
          name: 'Election Protection',
          description: 'The coalition behind the hotline: state-by-state rules and how to report a problem.',
          url: 'https://866ourvote.org/',
          properName: true,
          translations: {
            es: {
              description:
                'La coalición que atiende la línea directa: las normas de cada estado y cómo denunciar un problema.',
            },
          },
        },
        {
          name: 'ACLU: Know your voting rights',
          description: 'What to do if your name is missing, your ID is questioned or you face intimidation.',
          url: 'https://www.aclu.org/know-your-rights/voting-rights',
          translations: {
            es: {
              name: 'ACLU: conozca sus derechos como votante',
              description:
                'Qué hacer si su nombre no aparece, si cuestionan su identificación o si sufre intimidación.',
            },
          },
        },
      ],
    },
    {
      icon: 'handshake',
      title: 'Get Involved',
      translations: {
        es: {
          title: 'Participe',
        },
      },
      links: [
        {
          name: 'Power the Polls',
          description:
            'Sign up to be a poll worker: paid, and one of the most useful things you can do on Election Day.',
          url: 'https://www.powerthepolls.org/',
          properName: true,
          translations: {
            es: {
              description:
                'Inscríbase para trabajar en un centro de votación: es un trabajo pagado y una de las cosas más útiles que puede hacer el Día de las Elecciones.',
            },
          },
        },
        {
          name: 'Mobilize',
          description:
            'Find canvasses, phone banks and meetings near you from progressive campaigns and groups.',
          url: 'https://www.mobilize.us/',
          properName: true,
          translations: {
            es: {
              description:
                'Encuentre actividades puerta a puerta, llamadas telefónicas y reuniones cerca de usted, de campañas y grupos progresistas.',
            },
          },
        },
        {
          name: 'New York City Council',
          description: 'Find your Council member, follow hearings and testify on the issues you care about.',
          url: 'https://council.nyc.gov/',
          translations: {
            es: {
              name: 'Concejo Municipal de Nueva York',
              description:
                'Encuentre a su miembro del Concejo, siga las audiencias y dé testimonio sobre los temas que le importan.',
            },
          },
        },
      ],
    },
    {
      icon: 'book-open',
      title: 'Political Education',
      translations: {
        es: {
          title: 'Educación política',
        },
      },
      links: [
        {
          name: 'THE CITY',
          description: 'Nonprofit newsroom covering New York City government, housing and accountability.',
          url: 'https://www.thecity.nyc/',
          properName: true,
          translations: {
            es: {
              description:
                'Medio sin fines de lucro que cubre el gobierno de la ciudad de Nueva York, la vivienda y la rendición de cuentas.',
            },
          },
        },
        {
          name: 'City Limits',
          description: 'Independent, in-depth reporting on NYC policy, from rezonings to shelters.',
          url: 'https://citylimits.org/',
          properName: true,
          translations: {
            es: {
              description:
                'Periodismo independiente y a fondo sobre las políticas de la ciudad, desde las recalificaciones urbanas hasta los albergues.',
            },
          },
        },
        {
          name: 'Council legislation tracker',
          description: 'Read the bills the City Council is considering and how each member voted.',
          url: 'https://legistar.council.nyc.gov/',
          translations: {
            es: {
              name: 'Seguimiento de las leyes del Concejo',
              description:
                'Lea los proyectos de ley que estudia el Concejo Municipal y cómo votó cada miembro.',
            },
          },
        },
      ],
    },
  ],
};

/** The deadlines' fallback texts as a fresh install has them (migrations/20261130010000_site_content_deadlines_offers.sql). */
export const SEEDED_DEADLINES: TDeadlinesContent = {
  registration: {
    text: 'Varies by state - check early!',
    translations: {
      es: {
        text: 'Varía según el estado: ¡consúltelo con tiempo!',
      },
    },
  },
  earlyVoting: {
    text: 'Available In Most States',
    translations: {
      es: {
        text: 'Disponible en la mayoría de los estados',
      },
    },
  },
  mailBallotRequest: {
    text: "Deadlines vary - don't wait!",
    translations: {
      es: {
        text: 'Los plazos varían: ¡no espere!',
      },
    },
  },
};

/** The offers to candidates as a fresh install has them (the same migration). */
export const SEEDED_FOR_CANDIDATES: TForCandidatesContent = {
  offers: [
    {
      icon: 'smartphone',
      title: 'Social Media Support',
      text: 'Strategy, writing and scheduling that explain your platform in plain language and meet voters where they scroll.',
      translations: {
        es: {
          title: 'Apoyo en redes sociales',
          text: 'Estrategia, redacción y programación de publicaciones que explican su programa en palabras sencillas y llegan a los votantes allí donde navegan.',
        },
      },
    },
    {
      icon: 'clapperboard',
      title: 'Creative Production',
      text: 'Short-form video, graphics and explainers from a team that makes political education for a living.',
      translations: {
        es: {
          title: 'Producción creativa',
          text: 'Videos cortos, gráficos y explicaciones de un equipo que se dedica a la educación política.',
        },
      },
    },
    {
      icon: 'megaphone',
      title: 'Digital Mobilization',
      text: 'Turn followers into volunteers, donors and voters with targeted outreach and get-out-the-vote pushes.',
      translations: {
        es: {
          title: 'Movilización digital',
          text: 'Convierta a sus seguidores en voluntarios, donantes y votantes con mensajes dirigidos y campañas para movilizar el voto.',
        },
      },
    },
  ],
  callToAction: {
    label: "Let's Work Together",
    url: '',
    translations: {
      es: {
        label: 'Trabajemos juntos',
      },
    },
  },
};

/** The sections a migration seeds, each as it wrote it (`$json$…$json$`), by its name. */
function seededBy(migration: string): Record<string, unknown> {
  // The tests run from the project's root.
  const sql = readFileSync(`migrations/${migration}`, 'utf8');
  const rows = sql.matchAll(/VALUES \('(\w+)', \$json\$\n([\s\S]*?)\n\$json\$\)/g);
  return Object.fromEntries([...rows].map(([, section, json]) => [section, JSON.parse(json!)]));
}

// The tiles are long (their panels are rich text): read from their migration rather than copied here.
const SEEDED_TILES = seededBy('20261130020000_site_content_tiles.sql');
export const SEEDED_ABOUT = SEEDED_TILES.about as TTilesContent;
export const SEEDED_VOTER_CHECKLIST = SEEDED_TILES.voterChecklist as TTilesContent;

const localizedSeed = (lang: TLocale): TSiteContent => ({
  mission: { cards: SEEDED_MISSION.cards.map((card) => localized(card, lang)) },
  resources: {
    groups: SEEDED_RESOURCES.groups.map((group) => ({
      ...localized(group, lang),
      links: group.links.map((link) => localized(link, lang)),
    })),
  },
  deadlines: {
    registration: localized(SEEDED_DEADLINES.registration, lang),
    earlyVoting: localized(SEEDED_DEADLINES.earlyVoting, lang),
    mailBallotRequest: localized(SEEDED_DEADLINES.mailBallotRequest, lang),
  },
  forCandidates: {
    offers: SEEDED_FOR_CANDIDATES.offers.map((offer) => localized(offer, lang)),
    callToAction: localized(SEEDED_FOR_CANDIDATES.callToAction, lang),
  },
  about: { tiles: SEEDED_ABOUT.tiles.map((tile) => localized(tile, lang)) },
  voterChecklist: { tiles: SEEDED_VOTER_CHECKLIST.tiles.map((tile) => localized(tile, lang)) },
});

/** `content.section` as the server answers it for a fresh install, in `lang`. */
export const seededSection = ({ section, lang }: { section: TSiteContentSection; lang?: TLocale }) =>
  localizedSeed(lang ?? 'en')[section];

import type { TMissionContent } from '../../shared/constants/site-content';
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

/** `content.section` as the server answers it for a fresh install, in `lang`. */
export const seededSection = ({ lang }: { lang?: TLocale }): TMissionContent => ({
  cards: SEEDED_MISSION.cards.map((card) => localized(card, lang ?? 'en')),
});

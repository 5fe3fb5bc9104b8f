import styled from 'styled-components';
import { MISSION_CARD_TRANSLATED_FIELDS, type TMissionCard } from '../../shared/constants/site-content';
import { untranslatedFields } from '../../shared/constants/translations';
import type { TLocale } from '../../shared/locales';
import { CONTENT_ICON_COMPONENTS } from '../content/content-icons';
import { Card, CardText, CardTitle, IconBadge } from './ui/card';
import { UntranslatedNote } from './ui/untranslated-note';

const MissionCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

/**
 * The mission cards as the home page shows them, read in `locale` (`content.section`, ADR 47); the admin's
 * preview draws the same. A text not translated yet is marked `lang="en"` with a note (ADR 44).
 */
export function MissionCardItems({ cards, locale }: { cards: TMissionCard[]; locale: TLocale }) {
  return cards.map((card, index) => {
    const untranslated = untranslatedFields(card, locale, MISSION_CARD_TRANSLATED_FIELDS);
    const langOf = (field: (typeof MISSION_CARD_TRANSLATED_FIELDS)[number]) =>
      untranslated.includes(field) ? 'en' : undefined;
    return (
      // Titles may repeat while an admin writes; the order is the identity.
      <MissionCard key={index}>
        <IconBadge icon={CONTENT_ICON_COMPONENTS[card.icon]} />
        <CardTitle lang={langOf('title')}>{card.title}</CardTitle>
        <CardText lang={langOf('text')}>{card.text}</CardText>
        {untranslated.length > 0 && <UntranslatedNote />}
      </MissionCard>
    );
  });
}

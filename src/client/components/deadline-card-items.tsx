import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TDeadlineKind, TDeadlinesContent } from '../../shared/constants/site-content-later-sections';
import type { TLocale } from '../../shared/locales';
import { DEADLINES } from '../content/deadlines';
import { DeadlineFallback } from './deadline-fallback';
import { Card, CardTitle, IconBadge } from './ui/card';

const DeadlineCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  border-top: 4px solid ${({ theme }) => theme.colors.red};
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
`;

type TDeadlineCardItemsProps = {
  /** The fallback texts in `locale`; undefined while they load. */
  fallbacks: TDeadlinesContent | undefined;
  locale: TLocale;
  /** The next election's date for a card, or null where it has none. */
  dateOf?(kind: TDeadlineKind): string | null;
};

/** The deadline cards as the home page shows them; the admin's preview draws the same. */
export function DeadlineCardItems({ fallbacks, locale, dateOf = () => null }: TDeadlineCardItemsProps) {
  const { t } = useLingui();
  return DEADLINES.map((deadline) => {
    const date = dateOf(deadline.kind);
    const fallback = fallbacks?.[deadline.kind];
    return (
      <DeadlineCard key={deadline.kind}>
        <IconBadge icon={deadline.icon} />
        <div>
          <CardTitle>{t(deadline.label)}</CardTitle>
          <Text>{date ?? (fallback && <DeadlineFallback fallback={fallback} locale={locale} />)}</Text>
        </div>
      </DeadlineCard>
    );
  });
}

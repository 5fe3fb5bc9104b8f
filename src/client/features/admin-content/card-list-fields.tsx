import type { Dispatch, SetStateAction } from 'react';
import type { TTranslations } from '../../../shared/constants/translations';
import {
  AddButton,
  changed,
  IconTitleHead,
  Item,
  ItemButtons,
  Row,
  TranslatedField,
  type TDraft,
} from './editor-parts';

/** A card of a section: an icon from the section's set, a title and a text, each text per language. */
type TCard<I extends string> = {
  icon: I;
  title: string;
  text: string;
  translations: TTranslations<{ title: string; text: string }>;
};

type TCardListFieldsProps<I extends string, C extends TCard<I>> = {
  /** What one card is called: 'Card' (Card 1, Add card), 'Offer'. */
  noun: string;
  cards: Array<TDraft<C>>;
  setCards: Dispatch<SetStateAction<Array<TDraft<C>>>>;
  icons: readonly I[];
  max: number;
  /** A card as Add card makes it. */
  blank(): TDraft<C>;
  errorOf(index: number, field: string): string | undefined;
};

/**
 * A section's cards as fieldsets (the mission cards, the offers to candidates): icon, title and text per
 * language, added, removed and up to `max`.
 */
export function CardListFields<I extends string, C extends TCard<I>>({
  noun,
  cards,
  setCards,
  icons,
  max,
  blank,
  errorOf,
}: TCardListFieldsProps<I, C>) {
  const update = (index: number, change: Partial<C>) =>
    setCards((current) => changed<TDraft<C>>(current, index, change as Partial<TDraft<C>>));
  const plural = `${noun.toLowerCase()}s`;
  return (
    <>
      {cards.map((card, index) => {
        const name = `${noun} ${index + 1}`;
        const fieldError = (field: string) => errorOf(index, field);
        return (
          <Item key={card.key}>
            <IconTitleHead
              name={name}
              item={card}
              icons={icons}
              errorOf={fieldError}
              onChange={(change) => update(index, change)}
            />
            <TranslatedField
              itemName={name}
              label="Text"
              item={card}
              field="text"
              rows={4}
              errorOf={fieldError}
              onChange={(change) => update(index, change)}
            />
            <ItemButtons name={name} index={index} items={cards} onItems={setCards} />
          </Item>
        );
      })}
      <Row>
        <AddButton isFull={cards.length >= max} onAdd={() => setCards((current) => [...current, blank()])}>
          {`Add ${noun.toLowerCase()}`}
        </AddButton>
      </Row>
      {cards.length >= max && (
        <p>
          The section holds at most {max} {plural}.
        </p>
      )}
    </>
  );
}

import { useState } from 'react';
import { CONTENT_ICONS, MISSION_CARDS_MAX, type TMissionCard } from '../../../shared/constants/site-content';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { MissionCardItems } from '../../components/mission-card-items';
import { Button } from '../../components/ui/button';
import {
  changed,
  errorsByField,
  IconTitleHead,
  Item,
  ItemButtons,
  moved,
  Row,
  SectionForm,
  SectionPreview,
  TranslatedField,
  type TDraft,
  withKey,
  withoutKey,
} from './editor-parts';

/** Each refusal of the section's schema, by the card field it is about ('0.title'), or '' for the list. */
function errorsOf(cards: TMissionCard[]): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section: 'mission', content: { cards } });
  return errorsByField(result.error?.issues, ([index, field]) =>
    index === undefined ? '' : `${String(index)}.${String(field)}`,
  );
}

type TMissionEditorProps = {
  saved: TMissionCard[];
  isSaving: boolean;
  onSave(cards: TMissionCard[]): Promise<void>;
};

/**
 * The mission cards as a form shaped like the section: a card per fieldset (icon, title, text, each text per
 * language), added, removed and moved; a preview as the home page draws them before the save.
 */
export function MissionEditor({ saved, isSaving, onSave }: TMissionEditorProps) {
  const [cards, setCards] = useState(() => saved.map(withKey));
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [previewLocale, setPreviewLocale] = useState<TLocale | null>(null);

  const update = (index: number, change: Partial<TMissionCard>) =>
    setCards((current) => changed<TDraft<TMissionCard>>(current, index, change));

  function preview() {
    const found = errorsOf(cards.map(withoutKey));
    setErrors(found);
    if (!found) setPreviewLocale(DEFAULT_LOCALE);
  }

  if (previewLocale) {
    const shown = cards.map(withoutKey).map((card) => localized(card, previewLocale));
    return (
      <SectionPreview
        id="mission-preview-heading"
        heading="Preview: the mission cards as the home page will show them"
        locale={previewLocale}
        isSaving={isSaving}
        onLocale={setPreviewLocale}
        onSave={() => void onSave(cards.map(withoutKey))}
        onEdit={() => setPreviewLocale(null)}
      >
        <MissionCardItems cards={shown} locale={previewLocale} />
      </SectionPreview>
    );
  }

  return (
    <SectionForm label="Mission cards" errors={errors} listName="cards" itemsName="cards" onPreview={preview}>
      {cards.map((card, index) => {
        const name = `Card ${index + 1}`;
        const errorOf = (field: string) => errors?.[`${index}.${field}`];
        return (
          <Item key={card.key}>
            <IconTitleHead
              name={name}
              item={card}
              icons={CONTENT_ICONS}
              errorOf={errorOf}
              onChange={(change) => update(index, change)}
            />
            <TranslatedField
              itemName={name}
              label="Text"
              item={card}
              field="text"
              rows={4}
              errorOf={errorOf}
              onChange={(change) => update(index, change)}
            />
            <ItemButtons
              name={name}
              index={index}
              count={cards.length}
              onMove={(by) => setCards((current) => moved(current, index, by))}
              onRemove={() => setCards((current) => current.filter((_, at) => at !== index))}
            />
          </Item>
        );
      })}
      <Row>
        <Button
          type="button"
          $variant="secondary"
          disabled={cards.length >= MISSION_CARDS_MAX}
          onClick={() =>
            setCards((current) => [
              ...current,
              withKey({ icon: 'vote', title: '', text: '', translations: {} }),
            ])
          }
        >
          Add card
        </Button>
        <Button type="submit">Preview</Button>
      </Row>
      {cards.length >= MISSION_CARDS_MAX && <p>The section holds at most {MISSION_CARDS_MAX} cards.</p>}
    </SectionForm>
  );
}

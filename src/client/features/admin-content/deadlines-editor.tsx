import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TDeadlineKind, TDeadlinesContent } from '../../../shared/constants/site-content-later-sections';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { DeadlineCardItems } from '../../components/deadline-card-items';
import { Button } from '../../components/ui/button';
import { DEADLINES } from '../../content/deadlines';
import { errorsByField, Item, Row, SectionForm, SectionPreview, TranslatedField } from './editor-parts';

/** Each refusal of the section's schema, by the card and field it is about ('registration.text'). */
function errorsOf(fallbacks: TDeadlinesContent): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section: 'deadlines', content: fallbacks });
  return errorsByField(result.error?.issues, (path) => path.map(String).join('.'));
}

const localizedFallbacks = (fallbacks: TDeadlinesContent, locale: TLocale) =>
  Object.fromEntries(
    Object.entries(fallbacks).map(([kind, fallback]) => [kind, localized(fallback, locale)]),
  ) as TDeadlinesContent;

type TDeadlinesEditorProps = {
  saved: TDeadlinesContent;
  isSaving: boolean;
  onSave(fallbacks: TDeadlinesContent): Promise<void>;
};

/**
 * The deadline cards' fallback texts, shown while the next election has no date for a card: one text per card,
 * per language; a preview as the home page draws the cards before the save.
 */
export function DeadlinesEditor({ saved, isSaving, onSave }: TDeadlinesEditorProps) {
  const { t } = useLingui();
  const [fallbacks, setFallbacks] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [previewLocale, setPreviewLocale] = useState<TLocale | null>(null);

  const update = (kind: TDeadlineKind, change: Partial<TDeadlinesContent[TDeadlineKind]>) =>
    setFallbacks((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));

  function preview() {
    const found = errorsOf(fallbacks);
    setErrors(found);
    if (!found) setPreviewLocale(DEFAULT_LOCALE);
  }

  if (previewLocale) {
    return (
      <SectionPreview
        id="deadlines-preview-heading"
        heading="Preview: the deadline cards as the home page will show them without dates"
        locale={previewLocale}
        isSaving={isSaving}
        onLocale={setPreviewLocale}
        onSave={() => void onSave(fallbacks)}
        onEdit={() => setPreviewLocale(null)}
      >
        <DeadlineCardItems fallbacks={localizedFallbacks(fallbacks, previewLocale)} locale={previewLocale} />
      </SectionPreview>
    );
  }

  return (
    <SectionForm
      label="Deadline texts"
      errors={errors}
      listName="deadline texts"
      itemsName="texts"
      onPreview={preview}
    >
      {DEADLINES.map(({ kind, label }) => (
        <Item key={kind}>
          <legend>{t(label)}</legend>
          <TranslatedField
            itemName={t(label)}
            label="Text"
            item={fallbacks[kind]}
            field="text"
            errorOf={(field) => errors?.[`${kind}.${field}`]}
            onChange={(change) => update(kind, change)}
          />
        </Item>
      ))}
      <Row>
        <Button type="submit">Preview</Button>
      </Row>
    </SectionForm>
  );
}

import { useState } from 'react';
import { TILE_ICONS, TILES_MAX, type TTile } from '../../../shared/constants/site-content-tiles';
import type { TTranslatedLocale } from '../../../shared/constants/translations';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { ContentTiles } from '../../components/content-tiles';
import { RichTextField } from '../../components/rich-text-field';
import { Button } from '../../components/ui/button';
import { CheckboxLabel } from '../../components/ui/checkbox-label';
import { LanguageTabs } from '../../components/ui/language-tabs';
import { Notice } from '../../components/ui/notice';
import {
  AddButton,
  changed,
  errorsByField,
  IconTitleHead,
  Item,
  ItemButtons,
  Row,
  SectionForm,
  SectionPreview,
  TranslatedField,
  type TDraft,
  withKey,
  withoutKey,
} from './editor-parts';

type TTilesSection = 'about' | 'voterChecklist';

/** Each refusal of the section's schema, by the tile field it is about ('0.body'), or '' for the list. */
function errorsOf(section: TTilesSection, tiles: TTile[]): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section, content: { tiles } });
  return errorsByField(result.error?.issues, ([, index, field]) =>
    index === undefined ? '' : `${String(index)}.${String(field)}`,
  );
}

const languageName = (locale: TLocale) => LOCALES.find(({ code }) => code === locale)?.name ?? locale;

/** A tile's panel in `locale`: its own body in English, its translation elsewhere. */
const bodyIn = (tile: TTile, locale: TLocale) =>
  locale === DEFAULT_LOCALE ? tile.body : (tile.translations[locale as TTranslatedLocale]?.body ?? '');

function bodyChange(tile: TTile, locale: TLocale, body: string): Partial<TTile> {
  if (locale === DEFAULT_LOCALE) return { body };
  const language = locale as TTranslatedLocale;
  return { translations: { ...tile.translations, [language]: { ...tile.translations[language], body } } };
}

type TBodyFieldProps = {
  name: string;
  tile: TTile;
  error: string | undefined;
  onChange(change: Partial<TTile>): void;
};

/** A tile's panel in the rich-text editor, on its language tabs. */
function BodyField({ name, tile, error, onChange }: TBodyFieldProps) {
  return (
    <LanguageTabs label={`${name} panel`}>
      {(locale) => (
        <>
          <RichTextField
            // Quill starts from its first value: each language's panel is an editor of its own.
            key={locale}
            label={locale === DEFAULT_LOCALE ? 'Panel' : `Panel (${languageName(locale)})`}
            helper={
              locale === DEFAULT_LOCALE
                ? 'What the tile shows when it is opened.'
                : 'Left empty, the page shows the English panel, marked as not translated yet.'
            }
            value={bodyIn(tile, locale)}
            onChange={(html) => onChange(bodyChange(tile, locale, html))}
          />
          {error && <Notice $tone="error">{error}</Notice>}
        </>
      )}
    </LanguageTabs>
  );
}

type TTilesEditorProps = {
  section: TTilesSection;
  /** The page's name in headings: 'the About page'. */
  pageName: string;
  saved: TTile[];
  isSaving: boolean;
  onSave(tiles: TTile[]): Promise<void>;
};

/**
 * The tiles of the About page or the voter checklist as a form: a tile per fieldset (icon, title, teaser
 * and panel, each per language; one tile may be featured), added, removed and moved; a preview as the page
 * draws them before the save.
 */
export function TilesEditor({ section, pageName, saved, isSaving, onSave }: TTilesEditorProps) {
  const [tiles, setTiles] = useState(() => saved.map(withKey));
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [previewLocale, setPreviewLocale] = useState<TLocale | null>(null);

  const update = (index: number, change: Partial<TTile>) =>
    setTiles((current) => changed<TDraft<TTile>>(current, index, change));

  function preview() {
    const found = errorsOf(section, tiles.map(withoutKey));
    setErrors(found);
    if (!found) setPreviewLocale(DEFAULT_LOCALE);
  }

  if (previewLocale) {
    const shown = tiles.map(withoutKey).map((tile) => localized(tile, previewLocale));
    return (
      <SectionPreview
        id={`${section}-preview-heading`}
        heading={`Preview: the tiles as ${pageName} will show them (open one to see its panel)`}
        locale={previewLocale}
        isSaving={isSaving}
        onLocale={setPreviewLocale}
        onSave={() => void onSave(tiles.map(withoutKey))}
        onEdit={() => setPreviewLocale(null)}
        isList={false}
      >
        <ContentTiles tiles={shown} locale={previewLocale} />
      </SectionPreview>
    );
  }

  return (
    <SectionForm
      label={`Tiles of ${pageName}`}
      errors={errors}
      listName="tiles"
      itemsName="tiles"
      onPreview={preview}
    >
      {tiles.map((tile, index) => {
        const name = `Tile ${index + 1}`;
        const errorOf = (field: string) => errors?.[`${index}.${field}`];
        return (
          <Item key={tile.key}>
            <IconTitleHead
              name={name}
              item={tile}
              icons={TILE_ICONS}
              errorOf={errorOf}
              onChange={(change) => update(index, change)}
            />
            <TranslatedField
              itemName={name}
              label="Teaser"
              item={tile}
              field="teaser"
              errorOf={errorOf}
              onChange={(change) => update(index, change)}
            />
            <CheckboxLabel>
              <input
                type="checkbox"
                checked={tile.featured}
                onChange={(event) => update(index, { featured: event.target.checked })}
              />
              Featured: shown across the page, larger (one tile at most)
            </CheckboxLabel>
            <BodyField
              name={name}
              tile={tile}
              error={errorOf('body') ?? errorOf('translations')}
              onChange={(change) => update(index, change)}
            />
            <ItemButtons name={name} index={index} items={tiles} onItems={setTiles} />
          </Item>
        );
      })}
      <Row>
        <AddButton
          isFull={tiles.length >= TILES_MAX}
          onAdd={() =>
            setTiles((current) => [
              ...current,
              withKey<TTile>({
                icon: 'vote',
                featured: false,
                title: '',
                teaser: '',
                body: '',
                translations: {},
              }),
            ])
          }
        >
          Add tile
        </AddButton>
        <Button type="submit">Preview</Button>
      </Row>
      {tiles.length >= TILES_MAX && <p>The page holds at most {TILES_MAX} tiles.</p>}
    </SectionForm>
  );
}

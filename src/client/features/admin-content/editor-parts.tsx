import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TTranslatedLocale } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../../../shared/locales';
import { Button } from '../../components/ui/button';
import { LanguageTabs } from '../../components/ui/language-tabs';
import { Notice } from '../../components/ui/notice';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';

// The pieces every section's form at /admin/content is made of (ADR 47): an item per fieldset, moved up or
// down or removed, and a preview in each language before the save.

export const Item = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 700;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const PreviewGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: 0;
  list-style: none;
`;

const languageName = (locale: TLocale) => LOCALES.find(({ code }) => code === locale)?.name ?? locale;

/** The label of a text's field on its language tab: 'Title', 'Title (Español)'. */
const labelIn = (label: string, locale: TLocale) =>
  locale === DEFAULT_LOCALE ? label : `${label} (${languageName(locale)})`;

/** An item being edited, with a key of its own so moving it keeps its inputs. */
export type TDraft<T> = T & { key: number };

let nextKey = 0;
export const withKey = <T extends object>(item: T): TDraft<T> => ({ ...item, key: nextKey++ });
export const withoutKey = <T extends object>({ key: _key, ...item }: TDraft<T>): T => item as unknown as T;

/** `items` with the one at `index` swapped with its neighbour `by` away. */
function moved<T>(items: T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

/** `items` with the one at `index` changed. */
export const changed = <T,>(items: T[], index: number, change: Partial<T>): T[] =>
  items.map((item, at) => (at === index ? { ...item, ...change } : item));

type TItemButtonsProps<T> = {
  name: string;
  index: number;
  /** The list the item is in, and what takes the list once it is moved or removed. */
  items: T[];
  onItems(items: T[]): void;
};

/** Move up, Move down and Remove for the item called `name`. */
export function ItemButtons<T>({ name, index, items, onItems }: TItemButtonsProps<T>) {
  return (
    <Row>
      <Button
        type="button"
        $variant="secondary"
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onItems(moved(items, index, -1))}
      >
        Move up
      </Button>
      <Button
        type="button"
        $variant="secondary"
        disabled={index === items.length - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onItems(moved(items, index, 1))}
      >
        Move down
      </Button>
      <Button
        type="button"
        $variant="danger"
        aria-label={`Remove ${name}`}
        onClick={() => onItems(items.filter((_, at) => at !== index))}
      >
        Remove
      </Button>
    </Row>
  );
}

type TAddButtonProps = {
  /** What the button says: 'Add tile'. */
  children: string;
  /** Whether the list holds as many items as it may. */
  isFull: boolean;
  'aria-label'?: string;
  onAdd(): void;
};

/** Adds an item at the end of a list, until the list is full. */
export function AddButton({ children, isFull, onAdd, ...props }: TAddButtonProps) {
  return (
    <Button type="button" $variant="secondary" disabled={isFull} onClick={onAdd} {...props}>
      {children}
    </Button>
  );
}

type TPreviewProps = {
  id: string;
  heading: string;
  locale: TLocale;
  isSaving: boolean;
  onLocale(locale: TLocale): void;
  onSave(): void;
  onEdit(): void;
  /** Whether the section's items are list items (the preview holds them in a list), else one block. */
  isList?: boolean;
  children: ReactNode;
};

/** A section drawn as its public page will draw it, in the language picked, with Save and Keep editing. */
export function SectionPreview({
  id,
  heading,
  locale,
  isSaving,
  onLocale,
  onSave,
  onEdit,
  isList = true,
  children,
}: TPreviewProps) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <Row role="group" aria-label="Language of the preview">
        {LOCALES.map(({ code, name }) => (
          <Button
            key={code}
            type="button"
            $variant={code === locale ? 'primary' : 'secondary'}
            aria-pressed={code === locale}
            onClick={() => onLocale(code)}
          >
            {name}
          </Button>
        ))}
      </Row>
      {isList ? <PreviewGrid lang={locale}>{children}</PreviewGrid> : <div lang={locale}>{children}</div>}
      <Row>
        <Button type="button" disabled={isSaving} onClick={onSave}>
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onEdit}>
          Keep editing
        </Button>
      </Row>
    </section>
  );
}

/**
 * Each refusal of a section's schema by the item field it is about: `pathOf` turns an issue's path inside the
 * content (['cards', 0, 'title']) into a key ('0.title'), '' for the section as a whole.
 */
export function errorsByField(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> | undefined,
  pathOf: (path: PropertyKey[]) => string,
): Record<string, string> | null {
  if (!issues) return null;
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[pathOf(issue.path.slice(1))] ??= issue.message;
  return errors;
}

type TTranslatableTexts = {
  translations: Partial<Record<TTranslatedLocale, Partial<Record<string, string>>>>;
};

/** A text of an item as written in `locale`: its own field in English, its translation elsewhere. */
function textIn<T extends TTranslatableTexts>(item: T, field: keyof T & string, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return item[field] as string;
  return item.translations[locale as TTranslatedLocale]?.[field] ?? '';
}

/** The change that writes `value` as an item's text `field` in `locale`. */
function textChange<T extends TTranslatableTexts>(
  item: T,
  field: keyof T & string,
  locale: TLocale,
  value: string,
): Partial<T> {
  if (locale === DEFAULT_LOCALE) return { [field]: value } as Partial<T>;
  const language = locale as TTranslatedLocale;
  const translations = {
    ...item.translations,
    [language]: { ...item.translations[language], [field]: value },
  };
  return { translations } as Partial<T>;
}

type TSectionFormProps = {
  label: string;
  /** What the schema says of the whole list, or a field's refusal below (then the notice points there). */
  errors: Record<string, string> | null;
  listName: string;
  itemsName: string;
  onPreview(): void;
  children: ReactNode;
};

/** A section's form: Preview (its submit) checks it; what to fix is said above the items. */
export function SectionForm({ label, errors, listName, itemsName, onPreview, children }: TSectionFormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      {errors && (
        <Notice $tone="error">
          {errors['']
            ? `The ${listName} ${errors['']}.`
            : `Some ${itemsName} need a change before the preview; see below.`}
        </Notice>
      )}
      {children}
    </form>
  );
}

type TIconFieldProps<I extends string> = {
  icons: readonly I[];
  value: I;
  error: string | undefined;
  onChange(icon: I): void;
};

/** An item's icon, from the section's fixed set. */
function IconField<I extends string>({ icons, value, error, onChange }: TIconFieldProps<I>) {
  return (
    <SelectField
      label="Icon"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value as I)}
    >
      {icons.map((icon) => (
        <option key={icon} value={icon}>
          {icon}
        </option>
      ))}
    </SelectField>
  );
}

type TTranslatedFieldProps<T extends TTranslatableTexts> = {
  /** The item's name, which names the tabs ('Card 1 title'). */
  itemName: string;
  label: string;
  item: T;
  field: keyof T & string;
  rows?: number;
  errorOf(field: string): string | undefined;
  onChange(change: Partial<T>): void;
};

/** A text of an item on its language tabs: English in the item's field, the others in its translations. */
export function TranslatedField<T extends TTranslatableTexts>({
  itemName,
  label,
  item,
  field,
  rows,
  errorOf,
  onChange,
}: TTranslatedFieldProps<T>) {
  return (
    <LanguageTabs label={`${itemName} ${label.toLowerCase()}`}>
      {(locale) => {
        const props = {
          label: labelIn(label, locale),
          value: textIn(item, field, locale),
          error: locale === DEFAULT_LOCALE ? errorOf(field) : errorOf('translations'),
          onChange: (event: { target: { value: string } }) =>
            onChange(textChange(item, field, locale, event.target.value)),
        };
        return rows ? <TextAreaField rows={rows} {...props} /> : <TextField {...props} />;
      }}
    </LanguageTabs>
  );
}

type TIconTitleProps<I extends string, T extends TTranslatableTexts & { icon: I; title: string }> = {
  /** The item's name: 'Card 1', 'Group 2'. */
  name: string;
  item: T;
  icons: readonly I[];
  errorOf(field: string): string | undefined;
  onChange(change: Partial<T>): void;
};

/** The head of an item that has an icon and a title: its legend (with the title), the icon and the title. */
export function IconTitleHead<I extends string, T extends TTranslatableTexts & { icon: I; title: string }>({
  name,
  item,
  icons,
  errorOf,
  onChange,
}: TIconTitleProps<I, T>) {
  return (
    <>
      <legend>
        {name}
        {item.title ? `: ${item.title}` : ''}
      </legend>
      <IconField
        icons={icons}
        value={item.icon}
        error={errorOf('icon')}
        onChange={(icon) => onChange({ icon } as Partial<T>)}
      />
      <TranslatedField
        itemName={name}
        label="Title"
        item={item}
        field="title"
        errorOf={errorOf}
        onChange={onChange}
      />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ZKeywordSchema, type TKeyword } from '../../../shared/schemas/keywords';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { InlineForm } from './inline-form';

const DELETE_KEYWORD_QUESTION = 'Are you sure you want to delete the keyword?';

const Section = styled.section`
  max-width: 40rem;
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.navy};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  > span {
    flex: 1 1 6rem;
    overflow-wrap: anywhere;
  }
`;

/** A row's buttons stay together, moving under the keyword as one when the row is too narrow. */
const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The list and the search results both change with a keyword, so both are asked for again. */
function useKeywordsChanged() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.keywords.list.invalidate(), utils.webSearch.search.invalidate()]);
}

function AddKeywordForm() {
  const create = trpc.keywords.create.useMutation();
  const keywordsChanged = useKeywordsChanged();
  const form = useZodForm({
    schema: ZKeywordSchema,
    initialValues: { keyword: '' },
    onEdit: () => create.reset(),
    onValid: async (data) => {
      try {
        await create.mutateAsync(data);
      } catch {
        return; // The refusal (a duplicate) shows under the form.
      }
      form.reset();
      await keywordsChanged();
    },
  });
  return (
    <>
      <InlineForm aria-label="Add a keyword" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <TextField label="New keyword" {...form.field('keyword')} />
        <Button type="submit" disabled={create.isPending}>
          Add
        </Button>
      </InlineForm>
      {create.isError && (
        <Notice $tone="error">The keyword could not be added: {create.error.message}</Notice>
      )}
    </>
  );
}

function AmendKeywordForm({ item, onDone }: { item: TKeyword; onDone(): void }) {
  const update = trpc.keywords.update.useMutation();
  const keywordsChanged = useKeywordsChanged();
  const form = useZodForm({
    schema: ZKeywordSchema,
    initialValues: { keyword: item.keyword },
    onEdit: () => update.reset(),
    onValid: async (data) => {
      try {
        await update.mutateAsync({ id: item.id, ...data });
      } catch {
        return; // The refusal shows under the form, which stays open to correct it.
      }
      await keywordsChanged();
      onDone();
    },
  });
  return (
    <li>
      <InlineForm
        aria-label={`Amend the keyword ${item.keyword}`}
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        {/* The field is what the admin opened the form for, so it takes the focus. */}
        <TextField label="Keyword" autoFocus {...form.field('keyword')} />
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </InlineForm>
      {update.isError && (
        <Notice $tone="error">The keyword could not be amended: {update.error.message}</Notice>
      )}
    </li>
  );
}

type TKeywordRowProps = {
  item: TKeyword;
  isDeleting: boolean;
  /** The row's form has just closed: its Amend button takes the focus back, for a keyboard user. */
  hasJustBeenAmended: boolean;
  onAmend(): void;
  onDelete(): void;
};

function KeywordRow({ item, isDeleting, hasJustBeenAmended, onAmend, onDelete }: TKeywordRowProps) {
  const amendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hasJustBeenAmended) amendButton.current?.focus();
  }, [hasJustBeenAmended]);
  return (
    <Row>
      <span>{item.keyword}</span>
      <RowActions>
        <Button
          ref={amendButton}
          type="button"
          $variant="secondary"
          aria-label={`Amend ${item.keyword}`}
          onClick={onAmend}
        >
          Amend
        </Button>
        <Button
          type="button"
          $variant="danger"
          aria-label={`Delete ${item.keyword}`}
          disabled={isDeleting}
          onClick={onDelete}
        >
          Delete
        </Button>
      </RowActions>
    </Row>
  );
}

/**
 * The search keywords (spec part 2 §2, §4): each web search runs once per keyword. Amend opens the row as a
 * form; delete asks first. Every change reloads the list.
 */
export function KeywordManager() {
  const list = trpc.keywords.list.useQuery();
  const remove = trpc.keywords.delete.useMutation();
  const keywordsChanged = useKeywordsChanged();
  const [amendingId, setAmendingId] = useState<string | null>(null);
  const [lastAmendedId, setLastAmendedId] = useState<string | null>(null);
  // A deleted row takes its focused button with it: the focus goes back to the heading over the list.
  const heading = useRef<HTMLHeadingElement>(null);

  function closeAmendForm(id: string) {
    setAmendingId(null);
    setLastAmendedId(id);
  }

  async function deleteKeyword({ id }: TKeyword) {
    if (!window.confirm(DELETE_KEYWORD_QUESTION)) return;
    try {
      await remove.mutateAsync({ id });
    } catch {
      return; // The error banner shows it.
    }
    await keywordsChanged();
    heading.current?.focus();
  }

  return (
    <Section aria-labelledby="keywords-heading">
      <SectionHeading id="keywords-heading" ref={heading} tabIndex={-1}>
        Search keywords
      </SectionHeading>
      <Hint>
        A search runs once per keyword, the name with the keyword; with no keywords, once for the name alone.
      </Hint>
      {list.isPending && <Spinner />}
      {list.isError && <Notice $tone="error">The keywords could not be loaded: {list.error.message}</Notice>}
      {remove.isError && (
        <Notice $tone="error">The keyword could not be deleted: {remove.error.message}</Notice>
      )}
      {list.data?.length === 0 && <Notice $tone="info">No keywords yet.</Notice>}
      {list.data && list.data.length > 0 && (
        <List aria-label="Keywords">
          {list.data.map((item) =>
            item.id === amendingId ? (
              <AmendKeywordForm key={item.id} item={item} onDone={() => closeAmendForm(item.id)} />
            ) : (
              <KeywordRow
                key={item.id}
                item={item}
                isDeleting={remove.isPending}
                hasJustBeenAmended={item.id === lastAmendedId}
                onAmend={() => setAmendingId(item.id)}
                onDelete={() => void deleteKeyword(item)}
              />
            ),
          )}
        </List>
      )}
      <AddKeywordForm />
    </Section>
  );
}

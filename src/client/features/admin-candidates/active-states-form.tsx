import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TDropdownState } from '../../../shared/schemas/states';
import { Button } from '../../components/ui/button';
import { CheckboxLabel } from '../../components/ui/checkbox-label';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { isTrpcClientError, trpc } from '../../lib/trpc';

const StateList = styled.ul`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * 'Update DropDown' (spec part 2 §2): which states the structured address form offers. The whole list is
 * saved at once; a refusal shows the server's message as 'Error Msg' (spec part 2 §7) and keeps the choices.
 */
export function ActiveStatesForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const stored = trpc.states.dropdown.useQuery();
  const update = trpc.states.update.useMutation();
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  if (stored.isPending) return <Spinner />;
  if (stored.isError)
    return <Notice $tone="error">The state list could not be loaded: {stored.error.message}</Notice>;

  const states: TDropdownState[] = stored.data.map((state) => ({
    ...state,
    stateActive: changes[state.stateShort] ?? state.stateActive,
  }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrorMessage(null);
    try {
      utils.states.dropdown.setData(undefined, await update.mutateAsync(states));
      onSaved();
    } catch (error) {
      console.error('Updating the active states failed', error);
      setErrorMessage(isTrpcClientError(error) ? error.message : 'The server could not be reached.');
    }
  }

  return (
    <form onSubmit={save}>
      <p>Choose the states whose candidates visitors can look up with the address form.</p>
      <StateList>
        {states.map(({ stateShort, stateFull, stateActive }) => (
          <li key={stateShort}>
            <CheckboxLabel>
              <input
                type="checkbox"
                checked={stateActive}
                onChange={(event) =>
                  setChanges((current) => ({ ...current, [stateShort]: event.target.checked }))
                }
              />
              {stateShort} – {stateFull}
            </CheckboxLabel>
          </li>
        ))}
      </StateList>
      {errorMessage && <Notice $tone="error">Error Msg: {errorMessage}</Notice>}
      <Actions>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}

import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useLocalizedPath } from '../../lib/i18n';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.label`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
  }
`;

const AddressInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const SearchButton = styled(Button)`
  ${({ theme }) => theme.media.tablet} {
    min-width: 8rem;
  }
`;

const ADDRESS_FIELD = 'q';

function readAddress(form: HTMLFormElement): string {
  const address = new FormData(form).get(ADDRESS_FIELD);
  return typeof address === 'string' ? address : '';
}

type TAddressSearchFormProps = {
  label: string;
  buttonLabel: string;
  placeholder?: string;
  defaultAddress?: string;
  /** The box's id, for a link that leads to it (the home page's '/#find-my-ballot'). */
  inputId?: string;
  /** Gets the address as typed, even empty: the spec applies no validation to it. */
  onSearch(address: string): void;
};

/** A labelled free-text address box with its Search button, as on the home page and the results page. */
export function AddressSearchForm({
  label,
  buttonLabel,
  placeholder,
  defaultAddress = '',
  inputId: givenInputId,
  onSearch,
}: TAddressSearchFormProps) {
  const generatedId = useId();
  const inputId = givenInputId ?? generatedId;
  const localizedPath = useLocalizedPath();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(readAddress(event.currentTarget));
  }

  return (
    // The same search without the page's code (a server-rendered page before hydration, on a slow phone):
    // the browser submits the form itself to the address the app navigates to. The box is uncontrolled, so
    // what was typed before the hydration stays in it, and the submit reads what it shows.
    <Form role="search" action={localizedPath('/candidateSearch')} onSubmit={submit}>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <AddressInput
          id={inputId}
          type="text"
          name={ADDRESS_FIELD}
          autoComplete="street-address"
          placeholder={placeholder}
          defaultValue={defaultAddress}
        />
        <SearchButton type="submit">{buttonLabel}</SearchButton>
      </Row>
    </Form>
  );
}

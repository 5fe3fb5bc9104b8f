import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { fieldErrors } from '../../../shared/schemas/auth';
import { ZStructuredAddressSchema } from '../../../shared/schemas/candidates';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { SelectField, TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { FormCard, FormIntro } from '../../components/ui/form-card';

const EMPTY = { street: '', city: '', state: '', postalcode: '' };
type TField = keyof typeof EMPTY;

// City, state and zip share a row once there is room for them; the fields give up their intrinsic
// width (an input is 20 characters wide by default) so the three fit the card.
const Columns = styled.div`
  ${({ theme }) => theme.media.tablet} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};

    input,
    select {
      width: 100%;
      min-width: 0;
    }
  }
`;

/** /addressPage: the structured address form (spec part 2 §2, §5); a valid form opens /candidateResult. */
export default function AddressPage() {
  const [, navigate] = useLocation();
  const states = trpc.states.dropdown.useQuery();
  const activeStates = (states.data ?? []).filter((state) => state.stateActive);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (states.error) console.error('Loading the list of states failed', states.error);
  }, [states.error]);

  const change = (field: TField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function findCandidates(event: FormEvent) {
    event.preventDefault();
    const fullState = activeStates.find((state) => state.stateShort === values.state)?.stateFull;
    const parsed = ZStructuredAddressSchema.safeParse({ ...values, fullState });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    const { street, city, state, postalcode } = parsed.data;
    const params = new URLSearchParams({
      street,
      city,
      state,
      fullState: parsed.data.fullState ?? '',
      postalcode,
    });
    navigate(`/candidateResult?${params}`);
  }

  return (
    <FormCard aria-labelledby="address-heading">
      <PageHeading id="address-heading">2025 NYC City Council Primary Election</PageHeading>
      <FormIntro>
        Enter the address where you are registered to vote to see the candidates on your ballot.
      </FormIntro>
      <form onSubmit={findCandidates} noValidate>
        <TextField
          label="Street"
          autoComplete="address-line1"
          value={values.street}
          onChange={change('street')}
          error={errors.street}
        />
        <Columns>
          <TextField
            label="City"
            autoComplete="address-level2"
            value={values.city}
            onChange={change('city')}
            error={errors.city}
          />
          <SelectField
            label="State"
            autoComplete="address-level1"
            value={values.state}
            onChange={change('state')}
            error={errors.state}
            helper={
              states.error ? 'The list of states could not be loaded. Please reload the page.' : undefined
            }
          >
            <option value="">{states.isPending ? 'Loading…' : 'Select a state'}</option>
            {activeStates.map((state) => (
              <option key={state.stateShort} value={state.stateShort}>
                {state.stateFull}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Zip"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            value={values.postalcode}
            onChange={change('postalcode')}
            error={errors.postalcode}
          />
        </Columns>
        <Button type="submit">Find Candidates</Button>
      </form>
    </FormCard>
  );
}

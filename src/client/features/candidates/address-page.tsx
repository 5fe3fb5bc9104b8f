import { useEffect } from 'react';
import type { z } from 'zod';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { ZStructuredAddressSchema } from '../../../shared/schemas/candidates';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { SelectField, TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { FormCard, FormIntro } from '../../components/ui/form-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { stateName } from '../../content/places';

const EMPTY = { street: '', city: '', state: '', postalcode: '' };

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
  const { t, i18n } = useLingui();
  const states = trpc.states.dropdown.useQuery();
  const activeStates = (states.data ?? []).filter((state) => state.stateActive);
  const form = useZodForm({
    schema: ZStructuredAddressSchema,
    initialValues: EMPTY,
    toInput: (values) => ({
      ...values,
      fullState: activeStates.find((state) => state.stateShort === values.state)?.stateFull,
    }),
    onValid: findCandidates,
  });

  useEffect(() => {
    if (states.error) console.error('Loading the list of states failed', states.error);
  }, [states.error]);

  function findCandidates(address: z.output<typeof ZStructuredAddressSchema>) {
    const { street, city, state, postalcode } = address;
    const params = new URLSearchParams({
      street,
      city,
      state,
      fullState: address.fullState ?? '',
      postalcode,
    });
    navigate(`/candidateResult?${params}`);
  }

  return (
    <FormCard aria-labelledby="address-heading">
      <PageHeading id="address-heading">
        <Trans>2025 NYC City Council Primary Election</Trans>
      </PageHeading>
      <FormIntro>
        <Trans>
          Enter the address where you are registered to vote to see the candidates on your ballot.
        </Trans>
      </FormIntro>
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField label={t`Street`} autoComplete="address-line1" {...form.field('street')} />
        <Columns>
          <TextField label={t`City`} autoComplete="address-level2" {...form.field('city')} />
          <SelectField
            label={t`State`}
            autoComplete="address-level1"
            {...form.field('state')}
            helper={
              states.error ? t`The list of states could not be loaded. Please reload the page.` : undefined
            }
          >
            <option value="">{states.isPending ? t`Loading…` : t`Select a state`}</option>
            {activeStates.map((state) => (
              <option key={state.stateShort} value={state.stateShort}>
                {stateName(state.stateFull, i18n)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`Zip`}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            {...form.field('postalcode')}
          />
        </Columns>
        <Button type="submit">
          <Trans>Find Candidates</Trans>
        </Button>
      </form>
    </FormCard>
  );
}

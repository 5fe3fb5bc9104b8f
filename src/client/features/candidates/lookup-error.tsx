import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import { TOO_MANY_LOOKUPS_MESSAGE, type TLookupReason } from '../../../shared/constants/address-lookup';
import { Notice } from '../../components/ui/notice';

const TOO_MANY_LOOKUPS = msg`You have looked up many addresses in a short time. Please wait a few minutes and try again.`;

/** Why a lookup found no ballot (the server's codes), in the page's language. */
const LOOKUP_REASONS: Record<TLookupReason, MessageDescriptor> = {
  empty: msg`Enter an address to find your candidates.`,
  noMatch: msg`We could not find that address. Check the street, city and ZIP code and try again.`,
  unavailable: msg`The address lookup is not answering right now. Please try again in a few minutes.`,
  busy: msg`The address lookup is busy: many addresses were looked up in the last minute. Please try again in a minute.`,
  notCovered: msg`That state is not covered by the voter guide yet.`,
  offline: msg`We cannot look up addresses right now. Check that the address has a house number, street, city and ZIP code, and try again later.`,
  offlineExamples: msg`Meanwhile, the example addresses on the home page show how the guide works.`,
  offlineAdvice: msg`For admins: the address lookup needs the internet, and this server cannot reach any address service. To search any address, the server must reach the US Census Geocoder (geocoding.geo.census.gov), or set GEOCODER_PROVIDERS and the NYC Geoclient or Google Civic keys: see "Finding a voter's candidates" in the README.`,
};

const Detail = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type TLookupErrorProps = {
  /** Why the lookup found no ballot (found: false), e.g. that the address was not found. */
  failure: readonly TLookupReason[] | null;
  /** The call itself failed: no network, a bad answer, a refused input. */
  error: { message: string } | null;
};

/**
 * Spec part 2 §8: a failed lookup reads 'Error fetching candidates: Loading of candidates failed', with the
 * server's reason (an unknown address, a state not covered) on a line of its own so the visitor knows what
 * to fix; a call that breaks reads 'Cannot load results, cause: …' and is logged.
 */
export function LookupError({ failure, error }: TLookupErrorProps) {
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (error) console.error('Cannot load results', error);
  }, [error]);

  if (error) {
    // The one refusal worded here; lib/form-messages.ts, which words the others, would bring zod (ADR 29).
    const message = error.message === TOO_MANY_LOOKUPS_MESSAGE ? i18n._(TOO_MANY_LOOKUPS) : error.message;
    return (
      <Notice $tone="error">
        <Trans>Cannot load results, cause: {message}</Trans>
      </Notice>
    );
  }
  if (failure === null) return null;
  // The spec's words (CANDIDATE_MESSAGES.lookupFailed in English), in the page's language.
  const lookupFailed = t`Loading of candidates failed`;
  const reasons = failure.map((reason) => i18n._(LOOKUP_REASONS[reason])).join(' ');
  return (
    <Notice $tone="error">
      <Trans>Error fetching candidates: {lookupFailed}</Trans>
      {reasons && <Detail>{reasons}</Detail>}
    </Notice>
  );
}

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { labelOf } from './label-of';

/**
 * A party or a political leaning, as a candidate's record holds it (the API's English value), named in the
 * page's language; a value not listed is shown as it comes (ADR 43).
 */
const PARTY_LABELS: Partial<Record<string, MessageDescriptor>> = {
  Democrat: msg`Democrat`,
  Republican: msg`Republican`,
  Progressive: msg`Progressive`,
  Independent: msg`Independent`,
  Others: msg`Others`,
};

export const partyLabel = (party: string, i18n: I18n) => labelOf(PARTY_LABELS, party, i18n);

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { US_STATES } from '../../shared/constants/states';
import { labelOf } from './label-of';

type TStateName = (typeof US_STATES)[number][1];

/**
 * The states' names as visitors read them, in the page's language. The API keeps the English names (a
 * candidate's `state`, a statewide office's district); these are only their labels, like offices.ts.
 */
const STATE_NAMES: Record<TStateName, MessageDescriptor> = {
  Alabama: msg`Alabama`,
  Alaska: msg`Alaska`,
  Arizona: msg`Arizona`,
  Arkansas: msg`Arkansas`,
  California: msg`California`,
  Colorado: msg`Colorado`,
  Connecticut: msg`Connecticut`,
  Delaware: msg`Delaware`,
  Florida: msg`Florida`,
  Georgia: msg`Georgia`,
  Hawaii: msg`Hawaii`,
  Idaho: msg`Idaho`,
  Illinois: msg`Illinois`,
  Indiana: msg`Indiana`,
  Iowa: msg`Iowa`,
  Kansas: msg`Kansas`,
  Kentucky: msg`Kentucky`,
  Louisiana: msg`Louisiana`,
  Maine: msg`Maine`,
  Maryland: msg`Maryland`,
  Massachusetts: msg`Massachusetts`,
  Michigan: msg`Michigan`,
  Minnesota: msg`Minnesota`,
  Mississippi: msg`Mississippi`,
  Missouri: msg`Missouri`,
  Montana: msg`Montana`,
  Nebraska: msg`Nebraska`,
  Nevada: msg`Nevada`,
  'New Hampshire': msg`New Hampshire`,
  'New Jersey': msg`New Jersey`,
  'New Mexico': msg`New Mexico`,
  'New York': msg`New York`,
  'North Carolina': msg`North Carolina`,
  'North Dakota': msg`North Dakota`,
  Ohio: msg`Ohio`,
  Oklahoma: msg`Oklahoma`,
  Oregon: msg`Oregon`,
  Pennsylvania: msg`Pennsylvania`,
  'Rhode Island': msg`Rhode Island`,
  'South Carolina': msg`South Carolina`,
  'South Dakota': msg`South Dakota`,
  Tennessee: msg`Tennessee`,
  Texas: msg`Texas`,
  Utah: msg`Utah`,
  Vermont: msg`Vermont`,
  Virginia: msg`Virginia`,
  Washington: msg`Washington`,
  'West Virginia': msg`West Virginia`,
  Wisconsin: msg`Wisconsin`,
  Wyoming: msg`Wyoming`,
};

/** A state (its English name) named in the page's language; a name we do not know as it is. */
export const stateName = (state: string, i18n: I18n) => labelOf(STATE_NAMES, state, i18n);

/**
 * A candidate's district as the API has it ('33', 'New York', 'At-large'), in the page's language: a
 * statewide office's state by its name, At-large in words, a number as it is.
 */
export function districtName(district: string, i18n: I18n): string {
  if (/^at-large$/i.test(district.trim())) return i18n._(msg`At-large`);
  return stateName(district, i18n);
}

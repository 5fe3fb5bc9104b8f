import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A value the API keeps in English (an office, a party, a state…) named in the page's language by its
 * catalog message in `labels`; a value not listed is shown as `fallback`, by default as it came (ADR 43).
 * Own keys only: a value such as 'constructor' is no label.
 */
export function labelOf(
  labels: Partial<Record<string, MessageDescriptor>>,
  value: string,
  i18n: I18n,
  fallback: string = value,
): string {
  const descriptor = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return descriptor ? i18n._(descriptor) : fallback;
}

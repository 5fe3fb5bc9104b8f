import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TVideoCategory } from '../../../shared/constants/categories';
import { labelOf } from '../../content/label-of';

/**
 * The categories' names as visitors read them. The API and the addresses keep the English values (spec part
 * 1 §9); only what is shown goes through the catalog.
 */
const CATEGORY_NAMES: Record<TVideoCategory, MessageDescriptor> = {
  'As We Wait for the Revolution': msg`As We Wait for the Revolution`,
  'Conspiracy And Capitalism': msg`Conspiracy And Capitalism`,
  'Current Events': msg`Current Events`,
  'Deconstructing Narratives': msg`Deconstructing Narratives`,
  'Dictatorship of the Proletariat': msg`Dictatorship of the Proletariat`,
  'Do Something About It': msg`Do Something About It`,
  'I Dream of Socialism': msg`I Dream of Socialism`,
  'Midterms 2022': msg`Midterms 2022`,
  'Neoliberalism Explained': msg`Neoliberalism Explained`,
  'Racism, Pride And Prejudice': msg`Racism, Pride And Prejudice`,
  'Right Wing Rhetoric': msg`Right Wing Rhetoric`,
  'So You Want to be a Capitalist?': msg`So You Want to be a Capitalist?`,
  'Spoils of the Imperial Core': msg`Spoils of the Imperial Core`,
  'The Fetishization of Nonviolence': msg`The Fetishization of Nonviolence`,
  'The Follies of Capitalism': msg`The Follies of Capitalism`,
  'Unionizing 101': msg`Unionizing 101`,
  'Why Voting Matters': msg`Why Voting Matters`,
  '2024 General Election': msg`2024 General Election`,
  'Ballot Measures 2024': msg`Ballot Measures 2024`,
  '2025 New York City Council Election': msg`2025 New York City Council Election`,
};

/** A category's name in the page's language; a value the client does not know is shown as it came. */
export function categoryName(i18n: I18n, category: string): string {
  return labelOf(CATEGORY_NAMES, category, i18n);
}

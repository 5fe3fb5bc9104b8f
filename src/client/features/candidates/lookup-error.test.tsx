import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { LOOKUP_MESSAGES, type TLookupReason } from '../../../shared/constants/address-lookup';
import { createI18n } from '../../lib/i18n';
import { messages as english } from '../../locales/en.po';
import { messages as spanish } from '../../locales/es.po';
import { theme } from '../../styles/theme';
import { LookupError } from './lookup-error';

const REASONS = Object.keys(LOOKUP_MESSAGES) as TLookupReason[];

function renderIn(i18n: I18n, props: Parameters<typeof LookupError>[0]) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <LookupError {...props} />
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('a failed address lookup, worded from the server’s reasons (issue 24)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(REASONS)('says the %s reason in English exactly as REST words it', (reason) => {
    renderIn(createI18n('en', english), { failure: [reason], error: null });
    expect(screen.getByRole('alert')).toHaveTextContent(LOOKUP_MESSAGES[reason]);
  });

  it('says each reason in Spanish, one after another, inside the spec’s wording', () => {
    renderIn(createI18n('es', spanish), { failure: ['offline', 'offlineExamples'], error: null });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error al buscar candidatos: No se pudieron cargar los candidatos');
    expect(alert).toHaveTextContent(
      /No podemos buscar direcciones en este momento\..* direcciones de ejemplo/,
    );
    expect(alert.textContent).not.toMatch(/address|Meanwhile/);
  });

  it('words a refusal the server sent as an error (too many lookups) in Spanish', () => {
    renderIn(createI18n('es', spanish), {
      failure: null,
      error: {
        message:
          'You have looked up many addresses in a short time. Please wait a few minutes and try again.',
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/Ha buscado muchas direcciones/);
  });
});

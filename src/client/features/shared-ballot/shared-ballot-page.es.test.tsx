import { render, screen, within } from '@testing-library/react';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { makeCandidate } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';
import { sharedBallotPath } from '../../../shared/shared-ballot';

afterEach(() => vi.restoreAllMocks());

describe('a shared ballot in Spanish', () => {
  it('lists the picks in Spanish, with links under /es', async () => {
    const council = makeCandidate({ fullName: 'Maya Torres', recommended: true });
    mockTrpcFetch({ 'sharedBallot.picks': () => [council] });
    window.history.replaceState(null, '', `/es${sharedBallotPath([council.id])}`);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);

    const picks = await screen.findByRole('list', { name: 'Elecciones de esta boleta' });
    expect(screen.getByRole('heading', { level: 1, name: 'Una boleta compartida' })).toBeInTheDocument();
    const row = within(picks).getByRole('listitem');
    expect(within(row).getByRole('heading', { name: 'Concejo Municipal, Distrito 33' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Maya Torres' })).toHaveAttribute(
      'href',
      `/es/candidatePage/${council.id}`,
    );
    expect(screen.getByRole('link', { name: 'Encontrar mi boleta' })).toHaveAttribute(
      'href',
      '/es/#findCandidates',
    );
  });
});

import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithProviders } from '../test/render-with-providers';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from '../lib/lazy-page';

function Broken(): never {
  throw new Error('Something broke while rendering');
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // React and the boundary both report the caught error; keep the test output readable.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the error page with the error message when a child throws', () => {
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Something broke while rendering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Something broke while rendering' }),
      expect.any(String),
    );
  });

  it("shows 'Loading chunk failed' when a page's chunk cannot be loaded", async () => {
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
  });

  it('renders its children when nothing throws', () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );

    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

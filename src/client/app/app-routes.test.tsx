import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRoutes } from './app-routes';

describe('AppRoutes', () => {
  it("shows '404: Page Not Found' with a link home at an unknown path", async () => {
    renderWithProviders(<AppRoutes />, { path: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: '404: Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the home page at /', async () => {
    renderWithProviders(<AppRoutes />, { path: '/' });

    expect(await screen.findByRole('heading', { name: "Know who's on your ballot" })).toBeInTheDocument();
  });
});

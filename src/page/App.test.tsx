import { screen, waitFor, within } from '@testing-library/react';
import { COPYRIGHT_YEAR } from '../components/Footer';
import { renderApp } from '../../__tests__/support/renderApp';

describe('page layout', () => {
  it('has a fixed header with the logo, a title linking to / and the theme toggle', () => {
    renderApp();
    const header = screen.getByRole('banner');
    expect(header).toHaveStyle({ position: 'fixed' });
    expect(screen.getByRole('img', { name: "Chef's hat logo" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Personal AI Chef/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('welcomes the cook with a heading', () => {
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: /welcome/i })).toBeInTheDocument();
  });

  it('ends with a 2023 copyright line and a link to the source repository', () => {
    renderApp();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${COPYRIGHT_YEAR}`);
    expect(COPYRIGHT_YEAR).toBe(2023);
    expect(screen.getByRole('link', { name: /source/i })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('tells the cook in one line that recipes are samples, with a way to bring a token', async () => {
    renderApp({ demoMode: true });
    const notice = await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(notice).toHaveTextContent('Demo mode: sample recipes from the offline demo chef.');
    expect(notice).not.toHaveTextContent(/HF_TOKEN|\.env|restart/);
    expect(within(notice).getByRole('button', { name: 'Chef settings' })).toBeInTheDocument();
  });

  it('shows no demo notice when a real model is configured', () => {
    renderApp({ demoMode: false });
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });

  it("shows no demo notice when the app's own server has a model of its own", async () => {
    const { store } = renderApp({ demoMode: true, serviceMode: 'hosted' });
    await waitFor(() => expect(store.getState().settings?.recipeServiceMode).toBe('hosted'));
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { appStore, sessionUserAtom } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { LoginPage } from './login-page';

function renderAt(state?: unknown) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/members" element={<h1>Members page</h1>} />
      <Route path="/settings" element={<h1>Settings page</h1>} />
    </Routes>,
    { route: { pathname: '/login', state } },
  );
}

afterEach(() => appStore.set(sessionUserAtom, null));

describe('LoginPage', () => {
  it('shows Account Access to a signed-out visitor', () => {
    renderAt();
    expect(screen.getByRole('heading', { name: 'Account Access' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to /members', () => {
    appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@asgard.no', profile: null });
    renderAt();
    expect(screen.getByRole('heading', { name: 'Members page' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor back to the page the guard came from', () => {
    appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@asgard.no', profile: null });
    renderAt({ from: { pathname: '/settings', search: '', hash: '' } });
    expect(screen.getByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });
});

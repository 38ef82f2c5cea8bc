import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { appStore, sessionUserAtom } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { LoginPage } from './login-page';

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/members" element={<h1>Members page</h1>} />
      <Route path="/auction-house" element={<h1>Auction page</h1>} />
    </Routes>,
    { route },
  );
}

afterEach(() => appStore.set(sessionUserAtom, null));

const signedIn = () =>
  appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@asgard.no', profile: null });

describe('LoginPage', () => {
  it('shows Account Access to a signed-out visitor', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Account Access' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to /members', () => {
    signedIn();
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Members page' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor back to the page named in the address', () => {
    signedIn();
    renderAt('/login?next=%2Fauction-house');
    expect(screen.getByRole('heading', { name: 'Auction page' })).toBeInTheDocument();
  });

  it('never follows a return address to another site', () => {
    signedIn();
    renderAt(`/login?next=${encodeURIComponent('//evil.example/auction-house')}`);
    expect(screen.getByRole('heading', { name: 'Members page' })).toBeInTheDocument();
  });
});

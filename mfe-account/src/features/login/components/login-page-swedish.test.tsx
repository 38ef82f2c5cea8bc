import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageLanguage, setPageLanguage } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { LoginPage } from './login-page';

beforeEach(() => loadPageLanguage('sv'));
afterEach(() => setPageLanguage('en'));

describe('LoginPage in Swedish', () => {
  it('asks in Swedish, and says what is missing in Swedish', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Till ditt konto' })).toBeInTheDocument();
    expect(screen.getByText('Logga in på ditt konto')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(screen.getByText('E-postadress krävs')).toBeInTheDocument();
    expect(screen.getByText('Lösenord krävs')).toBeInTheDocument();
  });

  it('turns to sign-up with the password rules in Swedish', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(screen.getByText('Skapa ett nytt konto')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Lösenord'), 'abc');
    const rules = screen.getByRole('list', { name: 'Krav' });
    expect(rules).toHaveTextContent('Minst 6 tecken');
    expect(rules).toHaveTextContent('En gemen (uppfyllt)');
    expect(rules).toHaveTextContent('En versal (inte uppfyllt)');
  });
});

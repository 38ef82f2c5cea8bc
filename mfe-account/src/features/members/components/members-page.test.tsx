import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { siteConfig } from '@norsecraft/shared';
import { MembersPage } from './members-page';

describe('MembersPage', () => {
  it('shows six benefit cards', () => {
    renderWithProviders(<MembersPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });

  it("opens 'Swedish Citizenship Required' with both ways on", async () => {
    renderWithProviders(<MembersPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Become a Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Swedish Citizenship Required' });
    expect(within(dialog).getByRole('link', { name: 'Get VIP Instead' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(within(dialog).getByRole('link', { name: /Continue to Registration/ })).toHaveAttribute(
      'href',
      siteConfig.membershipUrl,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

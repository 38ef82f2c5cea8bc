import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { OfflineBanner } from './offline-banner';

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

it('says the visitor is offline while they are, and goes when the connection returns', () => {
  renderWithProviders(<OfflineBanner />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  goOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent("You're offline.");
  goOnline(true);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { siteConfig } from '@norsecraft/shared';
import { MAP_LOAD_TIMEOUT_MS } from '../lib/use-map-status';
import MapPage from './map-page';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

afterEach(() => jest.useRealTimers());

describe('MapPage', () => {
  it('shows a spinner, then the 800 px sandboxed map once loaded', async () => {
    fetchMock.mockResolvedValue({});
    renderWithProviders(<MapPage />);
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    const frame = screen.getByTitle('Live server map');
    expect(frame).toHaveAttribute('src', siteConfig.mapUrl);
    expect(frame).toHaveAttribute('height', '800');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    await act(async () => fireEvent.load(frame));
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
  });

  it('fails when the map host is unreachable, and offers a new tab and a retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<MapPage />);
    fireEvent.load(screen.getByTitle('Live server map'));
    expect(await screen.findByText('Unable to load map')).toBeInTheDocument();
    expect(screen.getByText('The map might be temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open map in new tab/ })).toHaveAttribute(
      'href',
      siteConfig.mapUrl,
    );
    fetchMock.mockResolvedValue({});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
  });

  it('fails when nothing loads within the timeout', () => {
    jest.useFakeTimers();
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<MapPage />);
    act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS));
    expect(screen.getByText('Unable to load map')).toBeInTheDocument();
  });
});

import { act, render, renderHook, screen } from '@testing-library/react';
import { useCaptcha, type Turnstile } from './captcha';

// Turnstile's script comes from Cloudflare (outside this machine): its browser API stands in.
function fakeTurnstile() {
  const widgets: Parameters<Turnstile['render']>[1][] = [];
  const api = {
    render: jest.fn((_box: HTMLElement, options: Parameters<Turnstile['render']>[1]) => {
      widgets.push(options);
      return `widget-${widgets.length}`;
    }),
    reset: jest.fn(),
    remove: jest.fn(),
  };
  globalThis.turnstile = api;
  return { api, widgets };
}

afterEach(() => {
  delete globalThis.turnstile;
  delete globalThis.__NORSECRAFT_ENV__;
});

it('asks for nothing where no site key is configured (the local stack)', () => {
  const { result } = renderHook(() => useCaptcha());
  expect(result.current).toMatchObject({ required: false, token: null, check: null });
});

it("shows Turnstile's check with the page's site key, takes its token and renews it after use", async () => {
  globalThis.__NORSECRAFT_ENV__ = { captchaSiteKey: '0x4AAAAsite' };
  const { api, widgets } = fakeTurnstile();
  const { result } = renderHook(() => useCaptcha());
  expect(result.current.required).toBe(true);
  const { unmount } = render(<>{result.current.check}</>);
  await act(async () => {});
  expect(api.render).toHaveBeenCalledWith(
    screen.getByTestId('captcha-check'),
    expect.objectContaining({ sitekey: '0x4AAAAsite' }),
  );

  act(() => widgets[0]!.callback('token-1'));
  expect(result.current.token).toBe('token-1');
  act(() => widgets[0]!['expired-callback']());
  expect(result.current.token).toBeNull();

  act(() => widgets[0]!.callback('token-2'));
  act(() => result.current.renew());
  expect(result.current.token).toBeNull();
  unmount();
  expect(api.remove).toHaveBeenCalledWith('widget-1');
});

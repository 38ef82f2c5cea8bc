import { act, renderHook } from '@testing-library/react';
import { useNamedPage, usePageName } from './page-title';

it("names the page shown by its data while it is shown (the shell's tab title)", () => {
  const shell = renderHook(() => useNamedPage());
  expect(shell.result.current).toBeNull();
  const article = renderHook(({ name }) => usePageName(name), {
    initialProps: { name: undefined as string | undefined },
  });
  expect(shell.result.current).toBeNull();
  article.rerender({ name: 'Claiming Land' });
  expect(shell.result.current).toBe('Claiming Land');
  act(() => article.unmount());
  expect(shell.result.current).toBeNull();
});

import { recordReactRenderers, type WithDevToolsHook } from './dev-refresh-hook';

/** The hook React Refresh installs: it numbers renderers but keeps none in `renderers`. */
function refreshHook() {
  let nextId = 0;
  return { renderers: new Map<number, unknown>(), inject: () => ++nextId };
}

describe('recordReactRenderers', () => {
  it('keeps each renderer React DOM injects in the hook, where a later refresh runtime finds it', () => {
    const target: WithDevToolsHook = { __REACT_DEVTOOLS_GLOBAL_HOOK__: refreshHook() };
    recordReactRenderers(target);
    const renderer = { scheduleRefresh: () => {} };
    const id = target.__REACT_DEVTOOLS_GLOBAL_HOOK__!.inject(renderer);
    expect(id).toBe(1);
    expect([...target.__REACT_DEVTOOLS_GLOBAL_HOOK__!.renderers]).toEqual([[1, renderer]]);
  });

  it('does nothing without a hook (a production build has none)', () => {
    const target: WithDevToolsHook = {};
    recordReactRenderers(target);
    expect(target).toEqual({});
  });
});

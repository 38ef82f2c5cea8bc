/**
 * `pnpm dev` only: lets a remote's hot updates re-render the composed page. Each app's dev build
 * has its own React Refresh runtime; a remote's loads after React DOM has registered with the
 * page's `__REACT_DEVTOOLS_GLOBAL_HOOK__`, and finds the renderer only in the hook's `renderers`
 * map, which the hook React Refresh creates leaves empty (the DevTools extension's fills it).
 * Recording each renderer there, before React DOM loads, gives every later runtime the renderer.
 */
interface DevToolsHook {
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

export type WithDevToolsHook = { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook };

export function recordReactRenderers(target: WithDevToolsHook): void {
  const hook = target.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook) return;
  const inject = hook.inject.bind(hook);
  hook.inject = (renderer) => {
    const id = inject(renderer);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
}

/* global window -- these functions run in the page. */
// How many copies of react-dom a composed page loaded: each one registers itself with the React
// DevTools hook when it loads, so a stand-in hook counts them. One copy means the federation
// shares React as a singleton. Used by the release gate's canary and the e2e suite.

/** Runs in the page before any of its scripts (an init script). */
export function countReactDoms() {
  const w = window;
  let id = 0;
  w.__reactDomCopies = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      w.__reactDomCopies += 1;
      return ++id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** Runs in the page: the count so far. */
export function reactDomCopies() {
  return window.__reactDomCopies;
}

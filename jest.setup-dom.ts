import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 and supabase-js need them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lays nothing out, so nothing is ever resized: an observer that never calls back.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Component tests type into forms key by key (user-event); on a 2-core machine shared with the
// browser suite a long form takes more than Jest's default 5 s without anything being wrong.
jest.setTimeout(20_000);

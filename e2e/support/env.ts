/** What the global setup hands to the tests (through process.env, read in the workers). */
export interface E2eEnv {
  baseUrl: string;
  stackUrl: string;
  anonKey: string;
  /** For test set-up that must bypass RLS (never give it to the browser). */
  serviceRoleKey: string;
  /** Federation name → the origin its releases are served from. */
  remoteOrigins: Record<string, string>;
  /** This run's release directory (every app released once from its build); tests copy it. */
  releaseDir: string;
  /** The stack's mail outbox, token included (recovery links, e-mail change links). */
  outboxUrl: string;
  /** `Authorization: Bearer <key>` of the game-bridge function, as a game server sends it. */
  gameBridgeKey: string;
}

export const E2E_ENV = 'NORSECRAFT_E2E_ENV';

export function e2eEnv(): E2eEnv {
  const raw = process.env[E2E_ENV];
  if (!raw) throw new Error(`${E2E_ENV} is not set: run the tests through playwright.config.ts`);
  return JSON.parse(raw) as E2eEnv;
}

/**
 * The host's configuration in the suite: two cores shared by parallel browsers and other runs,
 * so a render gets more time than the production default (1 s) before the page is sent for the
 * browser to render. The budget itself is tested with the default on private hosts
 * (front-door-release.spec.ts).
 */
export const E2E_HOST_ENV = { RENDER_BUDGET_MS: '5000' };

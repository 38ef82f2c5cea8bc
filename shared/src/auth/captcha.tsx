// CAPTCHA on the auth forms (sign-up, sign-in, password reset): where the project has it on
// (production, supabase/config.toml [remotes.production.auth.captcha]), GoTrue refuses those
// requests without a token, so each form shows Cloudflare Turnstile's check and sends its token.
// The site key comes from the page's runtime environment (PUBLIC_CAPTCHA_SITE_KEY of the HTML
// host) or the build; without one (the local stack) no check is shown and no token is sent.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { readRuntimeEnv } from '../lib/runtime-env';
import { Banner } from '../ui/banner';

export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** Said when a form is sent before the check has given a token. */
export const CAPTCHA_MISSING = 'Complete the security check first.';

interface TurnstileOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of Turnstile's browser API the forms use. */
export interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  var turnstile: Turnstile | undefined;
}

export function captchaSiteKey(): string | null {
  return readRuntimeEnv().captchaSiteKey || process.env.PUBLIC_CAPTCHA_SITE_KEY || null;
}

let loading: Promise<Turnstile> | null = null;

/** Turnstile's script, added to the page once. */
function loadTurnstile(): Promise<Turnstile> {
  if (globalThis.turnstile) return Promise.resolve(globalThis.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () =>
      globalThis.turnstile ? resolve(globalThis.turnstile) : reject(new Error('no turnstile'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('the security check did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

function CaptchaCheck({
  siteKey,
  onToken,
  renewals,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
  renewals: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    loadTurnstile().then(
      (api) => {
        if (gone || !box.current) return;
        widget.current = api.render(box.current, {
          sitekey: siteKey,
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(null),
          'error-callback': () => onToken(null),
        });
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      if (widget.current) globalThis.turnstile?.remove(widget.current);
      widget.current = null;
    };
  }, [siteKey, onToken]);

  useEffect(() => {
    if (renewals > 0 && widget.current) globalThis.turnstile?.reset(widget.current);
  }, [renewals]);

  if (failed) {
    return (
      <Banner tone="error">
        The security check could not load. Check your connection, then reload the page.
      </Banner>
    );
  }
  return <div ref={box} data-testid="captcha-check" />;
}

export interface Captcha {
  /** Whether the project asks for a token (a site key is configured). */
  required: boolean;
  token: string | null;
  /** The check to place in the form (null when none is asked). */
  check: ReactNode;
  /** A token is good for one request: after each, the check gives a new one. */
  renew(): void;
}

export function useCaptcha(): Captcha {
  const siteKey = captchaSiteKey();
  const [token, setToken] = useState<string | null>(null);
  const [renewals, setRenewals] = useState(0);
  const renew = useCallback(() => {
    setToken(null);
    setRenewals((count) => count + 1);
  }, []);
  return {
    required: siteKey !== null,
    token,
    check: siteKey ? (
      <CaptchaCheck siteKey={siteKey} onToken={setToken} renewals={renewals} />
    ) : null,
    renew,
  };
}

// [auth.captcha] of config.toml, as GoTrue takes it: a provider (hCaptcha or Cloudflare
// Turnstile) and its secret, required once enabled.
import { ConfigError } from './config-error.ts';

export type CaptchaProvider = 'hcaptcha' | 'turnstile';

export interface CaptchaConfig {
  enabled: boolean;
  provider: CaptchaProvider;
  secret: string;
}

export function captchaConfig(enabled: boolean, provider: string, secret: string): CaptchaConfig {
  if (provider !== 'hcaptcha' && provider !== 'turnstile') {
    throw new ConfigError(`auth.captcha.provider: hcaptcha or turnstile, not "${provider}"`);
  }
  if (enabled && !secret) throw new ConfigError('auth.captcha.secret is required when enabled');
  return { enabled, provider, secret };
}

/** The [auth.captcha] table (defaults: off, hCaptcha, as the CLI's). */
export function captchaFromToml(table: Record<string, unknown>): CaptchaConfig {
  const { enabled = false, provider = 'hcaptcha', secret = '' } = table;
  if (typeof enabled !== 'boolean') throw new ConfigError('auth.captcha.enabled: true or false');
  if (typeof provider !== 'string' || typeof secret !== 'string') {
    throw new ConfigError('auth.captcha.provider and auth.captcha.secret are strings');
  }
  return captchaConfig(enabled, provider, secret);
}

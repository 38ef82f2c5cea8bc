// GoTrue-compatible /auth/v1 endpoints, configured by config.toml's [auth] tables. Everything
// runs as supabase_auth_admin (GoTrue's database role), so triggers on auth.users run as on
// hosted. Features this project leaves off answer the way hosted answers a disabled feature.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadJsonError, BodyTooLargeError, readJsonObject, sendJson } from '../http.ts';
import { accountHandlers } from './account.ts';
import { adminHandlers } from './admin.ts';
import { OAUTH_PROVIDERS, createAuthContext, text, type AuthOptions } from './context.ts';
import { AuthError, sendAuthError, validationFailed } from './errors.ts';
import { linkHandlers } from './links.ts';
import { signInHandlers } from './sign-in.ts';
import { userJson } from './users.ts';

export function createAuthHandler(options: AuthOptions) {
  const ctx = createAuthContext(options);
  const { config, caller } = ctx;
  const { signup, token, logout } = signInHandlers(ctx);
  const { updateCurrentUser, resend, reauthenticate } = accountHandlers(ctx);
  const { recover, otp, verifyGet, verifyPost } = linkHandlers(ctx);
  const { createUser } = adminHandlers(ctx);

  function settings() {
    return {
      external: {
        email: config.email.enableSignup,
        phone: config.smsSignup,
        anonymous_users: config.enableAnonymousSignIns,
        ...Object.fromEntries([...OAUTH_PROVIDERS].map((p) => [p, false])),
      },
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.email.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const at = (m: string, p: string) => method === m && path === p;
    if (at('GET', '/health')) {
      return sendJson(res, 200, {
        version: 'local',
        name: 'GoTrue',
        description: 'GoTrue-compatible local auth',
      });
    }
    if (at('GET', '/settings')) return sendJson(res, 200, settings());
    if (at('GET', '/.well-known/jwks.json')) return sendJson(res, 200, { keys: [] });
    if (at('POST', '/admin/users')) return sendJson(res, 200, await createUser(req));
    if (at('POST', '/signup')) return sendJson(res, 200, await signup(req, url));
    if (at('POST', '/token'))
      return sendJson(res, 200, await token(req, url.searchParams.get('grant_type') ?? ''));
    if (at('POST', '/logout')) {
      await logout(req, url.searchParams.get('scope') ?? 'global');
      res.writeHead(204).end();
      return;
    }
    if (at('GET', '/user')) return sendJson(res, 200, userJson((await caller(req)).user));
    if (at('PUT', '/user')) return sendJson(res, 200, await updateCurrentUser(req, url));
    if (at('POST', '/recover')) {
      await recover(req, url);
      return sendJson(res, 200, {});
    }
    if (at('POST', '/otp') || at('POST', '/magiclink')) {
      await otp(req, url);
      return sendJson(res, 200, {});
    }
    if (at('POST', '/resend')) {
      await resend(req, url);
      return sendJson(res, 200, {});
    }
    if (at('GET', '/verify')) {
      res.writeHead(303, { location: await verifyGet(req, url) }).end();
      return;
    }
    if (at('POST', '/verify')) return sendJson(res, 200, await verifyPost(req));
    if (at('GET', '/reauthenticate')) {
      await reauthenticate(req);
      return sendJson(res, 200, {});
    }
    if (at('GET', '/authorize')) {
      const provider = url.searchParams.get('provider') ?? '';
      const reason = OAUTH_PROVIDERS.has(provider)
        ? 'provider is not enabled'
        : `Provider ${provider} could not be found`;
      throw validationFailed(`Unsupported provider: ${reason}`);
    }
    if (path.startsWith('/user/identities')) {
      await caller(req);
      throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    }
    if (path === '/factors' || path.startsWith('/factors/')) {
      await caller(req);
      if (at('POST', '/factors')) {
        const body = await readJsonObject(req);
        const kind = text(body, 'factor_type') === 'phone' ? 'Phone' : 'TOTP';
        throw new AuthError(
          422,
          `mfa_${kind.toLowerCase()}_enroll_not_enabled`,
          `MFA enroll is disabled for ${kind}`,
        );
      }
      throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    }
    if (path === '/sso' || path.startsWith('/sso/')) {
      throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    }
    // GoTrue's router answers chi's plain "404 page not found" for paths it does not know.
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 page not found\n');
  }

  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    try {
      await route(req, res, path.replace(/\/$/, '') || '/', url);
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(req, res, error);
      if (error instanceof BadJsonError) {
        return sendAuthError(req, res, new AuthError(400, 'bad_json', error.message));
      }
      if (error instanceof BodyTooLargeError) {
        return sendAuthError(req, res, new AuthError(413, 'request_too_large', error.message));
      }
      options.log(`auth error: ${(error as Error).stack ?? String(error)}`);
      sendAuthError(
        req,
        res,
        new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        ),
      );
    }
  };
}

import { createHash } from 'node:crypto';
import path from 'node:path';
import { siteConfig } from '../../shared/src/config/site';
import {
  CAPTCHA_ORIGIN,
  contentSecurityPolicy,
  corsHeaders,
  EXTERNAL_SOURCES,
  inlineScriptHash,
  localOrigins,
  securityHeaders,
} from './security-headers.mjs';
import { isInside } from './static-server.mjs';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

const SHELL = 'http://127.0.0.1:4000';
const REMOTE = 'http://127.0.0.1:4001';

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({
      appOrigins: [SHELL, `${REMOTE}/mf-manifest.json`],
      supabaseUrl: 'https://abc.supabase.co',
      inlineScripts: ['window.__NORSECRAFT_ENV__={};'],
    }),
  );

  it('allows scripts from the apps and the hashed inline script only', () => {
    const hash = createHash('sha256').update('window.__NORSECRAFT_ENV__={};').digest('base64');
    expect(policy['script-src']).toEqual(["'self'", SHELL, REMOTE, `'sha256-${hash}'`]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('lets the pages reach Supabase over http and Realtime over websockets', () => {
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co', REMOTE]),
    );
    expect(policy['img-src']).toContain('https://abc.supabase.co');
  });

  it('frames only the chat widget and the map, is framed by nobody, embeds no plugins', () => {
    expect(policy['frame-src']).toEqual(EXTERNAL_SOURCES.frame);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('frames and probes the map staff set in the site settings, that origin exactly', () => {
    const withMap = directives(
      contentSecurityPolicy({ appOrigins: [SHELL], mapUrl: 'https://live-map.example.org/world' }),
    );
    expect(withMap['frame-src']).toEqual([
      ...EXTERNAL_SOURCES.frame,
      'https://live-map.example.org',
    ]);
    expect(withMap['connect-src']).toContain('https://live-map.example.org');
    const bad = directives(contentSecurityPolicy({ mapUrl: 'javascript:alert(1)' }));
    expect(bad['frame-src']).toEqual(EXTERNAL_SOURCES.frame);
  });

  it('allows Cloudflare Turnstile (script and frame) only where the forms show its check', () => {
    expect(policy['script-src']).not.toContain(CAPTCHA_ORIGIN);
    const withCaptcha = directives(contentSecurityPolicy({ appOrigins: [SHELL], captcha: true }));
    expect(withCaptcha['script-src']).toContain('https://challenges.cloudflare.com');
    expect(withCaptcha['frame-src']).toEqual([...EXTERNAL_SOURCES.frame, CAPTCHA_ORIGIN]);
    expect(withCaptcha['connect-src']).not.toContain(CAPTCHA_ORIGIN);
  });

  it('lets styled-components inject its style elements', () => {
    expect(policy['style-src']).toContain("'unsafe-inline'");
  });

  it('uses ws: for a local http stack', () => {
    const local = directives(contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321' }));
    expect(local['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:54321', 'ws://127.0.0.1:54321']),
    );
  });
});

describe('EXTERNAL_SOURCES', () => {
  const origin = (url: string) => new URL(url).origin;

  it("covers every outside host in the site's config", () => {
    expect(EXTERNAL_SOURCES.frame).toEqual(
      expect.arrayContaining([origin(siteConfig.chatWidgetFrameUrl), origin(siteConfig.mapUrl)]),
    );
    expect(EXTERNAL_SOURCES.connect).toEqual(
      expect.arrayContaining([origin(siteConfig.chatWidgetJsonUrl), origin(siteConfig.mapUrl)]),
    );
    // Exactly those: item art is the site's own (data: URLs), no texture host is allowed.
    expect(new Set(EXTERNAL_SOURCES.img)).toEqual(
      new Set([origin(siteConfig.defaultAvatarUrl), origin(siteConfig.avatarServiceUrl('Steve'))]),
    );
  });
});

describe('securityHeaders', () => {
  it('adds nosniff, the referrer policy and no framing', () => {
    expect(securityHeaders()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  });
});

describe('corsHeaders', () => {
  it("echoes the shell's origin only", () => {
    expect(corsHeaders(SHELL, [SHELL])).toMatchObject({
      'Access-Control-Allow-Origin': SHELL,
      Vary: 'Origin',
    });
    expect(corsHeaders('https://evil.example', [SHELL])).toEqual({ Vary: 'Origin' });
    expect(corsHeaders(undefined, [SHELL])).toEqual({ Vary: 'Origin' });
  });
});

describe('localOrigins', () => {
  it('names both local host names of a local server, and only the origin otherwise', () => {
    expect(localOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(localOrigins('https://norsecraft.net/x')).toEqual(['https://norsecraft.net']);
  });
});

describe('inlineScriptHash', () => {
  it('is the quoted base64 SHA-256 CSP source', () => {
    expect(inlineScriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('isInside (the static server’s path check)', () => {
  const root = path.resolve('/srv/dist');

  it.each([
    [root, true],
    [path.join(root, 'index.html'), true],
    [path.join(root, 'static/js/a.js'), true],
    [path.join(root, '..foo'), true],
    [path.resolve('/srv/dist-private/secret.txt'), false],
    [path.resolve('/srv/secret.txt'), false],
    [path.resolve('/etc/passwd'), false],
  ])('%s → %s', (file, inside) => {
    expect(isInside(root, file)).toBe(inside);
  });
});

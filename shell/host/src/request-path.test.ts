import { parseRequestPath } from './request-path';

describe('parseRequestPath', () => {
  it('keeps the path as sent, without the query or a trailing slash', () => {
    expect(parseRequestPath('/punishments/a$%60b/?x=1')).toEqual({
      ok: true,
      pathname: '/punishments/a$%60b',
      decoded: '/punishments/a$`b',
    });
    expect(parseRequestPath('/')).toMatchObject({ ok: true, pathname: '/', decoded: '/' });
  });

  it('answers 400 for what does not decode or carries raw control characters or a NUL', () => {
    expect(parseRequestPath('/punishments/%')).toMatchObject({ ok: false, status: 400 });
    expect(parseRequestPath('/punishments/%E0%A4%A')).toMatchObject({ ok: false, status: 400 });
    expect(parseRequestPath('/a%00b')).toMatchObject({ ok: false, status: 400 });
    expect(parseRequestPath('/a\r\nSet-Cookie:x')).toMatchObject({ ok: false, status: 400 });
    expect(parseRequestPath(`/${'a'.repeat(3000)}`)).toMatchObject({ ok: false, status: 400 });
    expect(parseRequestPath('*')).toMatchObject({ ok: false, status: 400 });
  });

  it('answers 404 for paths that climb out of a folder or have an empty segment', () => {
    expect(parseRequestPath('/static/../server/render.cjs')).toMatchObject({ status: 404 });
    expect(parseRequestPath('/static/%2e%2e/x')).toMatchObject({ status: 404 });
    expect(parseRequestPath('//evil.example/x')).toMatchObject({ status: 404 });
  });

  it('takes a segment holding a separator or a control character as a page address, never a file', () => {
    // Players named "a/b", "a\b" and "a<tab>b" (issue 41): their histories' addresses.
    for (const path of ['/punishments/a%2Fb', '/punishments/a%5Cb', '/punishments/a%09b']) {
      expect(parseRequestPath(path)).toEqual({ ok: true, pathname: path, decoded: null });
    }
    expect(parseRequestPath('/static/a%2F..%2Fb')).toMatchObject({ ok: true, decoded: null });
    expect(parseRequestPath('/static/a%5C..%5Cb')).toMatchObject({ ok: true, decoded: null });
  });
});

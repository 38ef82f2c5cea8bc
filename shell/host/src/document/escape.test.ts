import { cssForStyle, escapeHtml, jsonForScript } from './escape';

describe('escapeHtml', () => {
  it('leaves no markup and no way out of a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it("keeps $ sequences as text ($&, $`, $')", () => {
    expect(escapeHtml("a$&b$`c$'d")).toBe('a$&amp;b$`c$&#39;d');
  });
});

describe('jsonForScript', () => {
  it('cannot end the script element, open a comment, or break a line', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- x',
      sep: 'a\u2028b\u2029c',
    };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    // As code too: the same value once evaluated.
    expect(new Function(`return ${json};`)()).toEqual(value);
  });
});

describe('cssForStyle', () => {
  it('cannot end the style element', () => {
    expect(cssForStyle('a::after{content:"</style><script>"}')).toBe(
      'a::after{content:"<\\/style><script>"}',
    );
  });
});

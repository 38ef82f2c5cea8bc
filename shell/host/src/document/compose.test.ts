import { QUERY_STATE_ID, ROOT_ID, SERVER_STYLES_ID } from '@norsecraft/shared/document';
import { composeDocument, dataScriptTag, parseTemplate } from './compose';
import { PAGE_SCRIPT } from './page-script';

const TEMPLATE = `<!doctype html><html><head><title>NORSECRAFT</title><script defer src="/i.js"></script></head><body><div id="${ROOT_ID}"></div></body></html>`;

describe('composeDocument', () => {
  it('puts the title, head, styles and page in their places in the shell document', () => {
    const html = composeDocument(parseTemplate(TEMPLATE), {
      title: 'NORSECRAFT | A & B',
      head: '<meta name="x" />',
      css: '.a{color:red}</style><script>',
      stylesVersion: '6.6.0',
      html: '<main>hi</main>',
    });
    expect(html).toBe(
      '<!doctype html><html><head><title>NORSECRAFT | A &amp; B</title><script defer src="/i.js"></script>' +
        `<meta name="x" /><script>${PAGE_SCRIPT}</script>` +
        `<style id="${SERVER_STYLES_ID}" data-styled="true" data-styled-version="6.6.0">.a{color:red}<\\/style><script></style>` +
        '</head><body><div id="root"><main>hi</main></div></body></html>',
    );
  });

  it("writes the page's language into <html lang>", () => {
    const template = parseTemplate(TEMPLATE.replace('<html>', '<html lang="en">'));
    expect(composeDocument(template, { lang: 'sv', title: 'x', head: '' })).toMatch(
      /^<!doctype html><html lang="sv"><head>/,
    );
    expect(composeDocument(template, { title: 'x', head: '' })).toMatch(/<html lang="en">/);
  });

  it("keeps $ patterns in data as text: one template, nothing moved ($&, $`, $')", () => {
    for (const name of ['$`', "$'", '$&', '$$', '$1', "a$`b$'c"]) {
      const html = composeDocument(parseTemplate(TEMPLATE), {
        title: `NORSECRAFT | ${name}`,
        head: dataScriptTag(QUERY_STATE_ID, { seller: name }),
        css: `.x::after{content:"${name}"}`,
        html: `<main><h1>${name}</h1></main>`,
      });
      expect(html.match(/<!doctype html>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<main><h1>${name}</h1></main>`);
      const data = new RegExp(`<script id="${QUERY_STATE_ID}"[^>]*>(.*?)</script>`).exec(html)![1]!;
      expect(JSON.parse(data)).toEqual({ seller: name });
    }
  });

  it('sends the shell document alone, with the page script, when the page was not rendered', () => {
    const html = composeDocument(parseTemplate(TEMPLATE), { title: 'NORSECRAFT', head: '' });
    expect(html).toContain(`<div id="${ROOT_ID}"></div>`);
    expect(html).toContain(`<script>${PAGE_SCRIPT}</script>`);
    expect(html).not.toContain(SERVER_STYLES_ID);
  });

  it('refuses a template without the places a page goes', () => {
    expect(() => parseTemplate('<html><head></head><body></body></html>')).toThrow(/<title>/);
  });
});

describe('dataScriptTag', () => {
  it('keeps </script> and U+2028 in data from ending the block or breaking a line', () => {
    const data = {
      queries: [{ state: { data: '</script><script>alert(1)</script>\u2028\u2029' } }],
    };
    const tag = dataScriptTag(QUERY_STATE_ID, data);
    expect(tag).toMatch(new RegExp(`^<script id="${QUERY_STATE_ID}" type="application/json">`));
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toMatch(/[\u2028\u2029]/);
    const json = /<script[^>]*>(.*)<\/script>$/s.exec(tag)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(data);
  });
});

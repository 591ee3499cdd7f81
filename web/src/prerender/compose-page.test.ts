import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blockingFontFace, composeShellPage, scriptHash } from './compose-page';

// As Vite writes it.
const INDEX = `<!doctype html><html><head><title>Jobfit</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="modulepreload" crossorigin href="/assets/paths-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head><body><div id="root"></div></body></html>`;
const SHELL =
  '<title>Sign in | Jobfit</title><style data-emotion="css-global x1">body{margin:0}</style>' +
  '<main><style data-emotion="css y2">.css-y2{color:red}</style>' +
  '<form><input type="email" name="email" value=""><input name="password" type="password"></form></main>';

describe('composeShellPage', () => {
  const page = composeShellPage(INDEX, SHELL, { css: '#shell{}', script: "go('$&')" });

  it("takes the shell's title", () => {
    expect(page).toContain('<title>Sign in | Jobfit</title>');
    expect(page).not.toContain('<title>Jobfit</title>');
  });

  it('puts the critical styles, in order, marked as in place, and the script in the head', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<style data-s="" data-emotion="css-global x1">body{margin:0}</style><style data-s="" data-emotion="css y2">.css-y2{color:red}</style>',
    );
    // Inserted as is: "$&" is not a replacement pattern here.
    expect(head).toContain('<style>#shell{}</style>');
    expect(head).toContain("<script>go('$&')</script>");
    expect(page.slice(page.indexOf('</head>'))).not.toContain('<style');
  });

  it("lists the app's scripts as data for the inline script, no longer as tags", () => {
    expect(page).toContain(
      '<script type="application/json" id="shell-assets">{"entry":"/assets/index-a.js","preload":["/assets/framework-b.js","/assets/paths-c.js"]}</script>',
    );
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
  });

  it('places the shell before an empty #root, its fields without names', () => {
    expect(page).toContain(
      '<div id="shell"><main><form><input type="email" data-name="email" value=""><input data-name="password" type="password"></form></main></div><div id="root"></div>',
    );
    expect(page).not.toMatch(/<input[^>]* name=/);
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() =>
      composeShellPage('<html><body></body></html>', SHELL, { css: '', script: '' }),
    ).toThrow(/root/);
  });
});

describe('scriptHash', () => {
  it("is the CSP source of the script's exact text", () => {
    const digest = createHash('sha256').update('a()').digest('base64');
    expect(scriptHash('a()')).toBe(`'sha256-${digest}'`);
  });
});

describe('blockingFontFace', () => {
  const CSS =
    '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-cyrillic-1.woff2)format("woff2-variations");unicode-range:U+301,U+400-45F}' +
    '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-latin-2.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+152-153}' +
    '@font-face{font-family:DM Sans Variable;font-display:swap;src:url(/assets/dm-latin-3.woff2)format("woff2-variations");unicode-range:U+??,U+131}';

  it("preloads the family's basic-Latin face and blocks on it", () => {
    expect(blockingFontFace(CSS, 'Inter Variable')).toEqual({
      head: '<link rel="preload" href="/assets/inter-latin-2.woff2" as="font" type="font/woff2" crossorigin>',
      css: '@font-face{font-family:Inter Variable;font-display:block;src:url(/assets/inter-latin-2.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+152-153}',
    });
  });

  it('is undefined for a family the stylesheet has no face of', () => {
    expect(blockingFontFace(CSS, 'Nunito Sans Variable')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { moveStylesheetsToBody } from './shell-html';

// What Vite writes into index.html: the entry, its preloads and its stylesheet in <head>; the shell in <body>.
const built = `<!doctype html>
<html lang="en-US">
  <head>
    <title>Cafeteria</title>
    <script type="module" crossorigin src="/app/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/app/assets/i18n-def.js">
    <link rel="stylesheet" crossorigin href="/app/assets/index-123.css">
    <link rel="icon" type="image/svg+xml" href="/app/favicon.svg" />
  <link rel="manifest" href="/app/manifest.webmanifest"></head>
  <body>
    <div id="root"><div class="app-shell">Cafeteria</div></div>
  </body>
</html>`;

describe('the shell HTML', () => {
  it('moves every stylesheet of the head after the shell, and nothing else', () => {
    const html = moveStylesheetsToBody(built.replace('</head>', '<link rel="stylesheet" href="/app/assets/extra.css"></head>'));
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('rel="icon"');
    expect(head).toContain('rel="manifest"');
    expect(body.indexOf('index-123.css')).toBeGreaterThan(body.indexOf('app-shell'));
    expect(body.indexOf('extra.css')).toBeGreaterThan(body.indexOf('index-123.css'));
    expect(body.trimEnd().endsWith('</body>\n</html>')).toBe(true);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('leaves a page without stylesheets, or without a body, as it is', () => {
    const plain = built.replace(/ *<link rel="stylesheet"[^>]*>\n/, '');
    expect(moveStylesheetsToBody(plain)).toBe(plain);
    expect(moveStylesheetsToBody('<link rel="stylesheet" href="a.css">')).toBe('<link rel="stylesheet" href="a.css">');
  });
});

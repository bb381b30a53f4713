// The built index.html paints its app shell before any stylesheet or script arrives (issue 13): Vite
// puts the app's stylesheets in <head>, where they block the first paint; moved to the end of <body>
// they block nothing before them (the shell), and the module scripts, which wait for every stylesheet
// before they run, still never see the app unstyled.
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;

/** The HTML with every `<link rel="stylesheet">` of its head moved to just before `</body>`. */
export function moveStylesheetsToBody(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET);
  if (!links) return html;
  const rest = html.slice(headEnd, bodyEnd).trimEnd();
  const moved = links.map((l) => `\n    ${l.trim()}`).join('');
  return `${head.replace(STYLESHEET, '')}${rest}${moved}\n  ${html.slice(bodyEnd)}`;
}

/** The Vite plugin: after Vite has put the built assets' tags into index.html. */
export function shellHtmlPlugin(): Plugin {
  return {
    name: 'cafeteria-shell-html',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsToBody },
  };
}

import type { LegalDocument, LegalTexts } from '../../config';
import { LEGAL_SAMPLES, LEGAL_TITLES, LEGAL_VARIABLES } from './samples';

/** Where the page's own files are served (routes.ts). */
export const LEGAL_ASSETS = { css: '/legal/legal.css', mark: '/legal/parley-mark.svg' } as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Plain text: paragraphs between blank lines, line breaks kept inside them. */
function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** An HTML file may be a whole document: only its body goes on the page. */
function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

/**
 * The frame every legal page shares: titled, one h1, landmarks, a way back to the portal, and
 * nothing inline (the stylesheet and the mark are files, so the site's CSP holds unchanged).
 */
export function legalPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)} · Parley</title>
<link rel="icon" type="image/svg+xml" href="${LEGAL_ASSETS.mark}">
<link rel="stylesheet" href="${LEGAL_ASSETS.css}">
</head>
<body>
<header class="bar">
<span class="brand"><img src="${LEGAL_ASSETS.mark}" alt="" width="28" height="28">Parley</span>
<a href="/">Back to the portal</a>
</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** A legal document's page: the configured replacement, or the sample, marked as one. */
export function legalDocumentPage(document: LegalDocument, texts: LegalTexts): string {
  const replacement = texts[document];
  if (replacement) {
    const html =
      replacement.format === 'html' ? bodyOf(replacement.content) : textToHtml(replacement.content);
    return legalPage(LEGAL_TITLES[document], `<div class="document">\n${html}\n</div>`);
  }
  const { file, link } = LEGAL_VARIABLES[document];
  const notice = `<div class="sample" role="note">
<p><strong>This is a sample, not a real agreement.</strong> It stands in for the agreement of the
company that runs this portal and binds no one. Do not rely on it.</p>
<p>To the operator: replace it before anyone accepts it, with <code>${file}</code> (an HTML or text
file this portal serves here) or <code>${link}</code> (the address of your own page).</p>
</div>`;
  return legalPage(
    LEGAL_TITLES[document],
    `${notice}\n<div class="document">${LEGAL_SAMPLES[document]}\n</div>`,
  );
}

/** A /legal address with no document behind it. */
export const legalNotFoundPage = () =>
  legalPage(
    'Document not found',
    `<p>There is no document at this address. The portal serves the <a href="/legal/eula">${LEGAL_TITLES.eula}</a> and the <a href="/legal/msa">${LEGAL_TITLES.msa}</a>.</p>`,
  );

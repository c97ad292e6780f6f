import MarkdownIt from "markdown-it";
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from "../../constants.js";

// Page, question and post bodies are Markdown an admin writes; visitors read them as HTML drawn
// here, on the server, and GraphQL sends that HTML (the web bundle carries no Markdown code).
// markdown-it, with raw HTML off (`html: false`): every `<` an admin types comes out as `&lt;`,
// so no tag, attribute or event handler (`<script>`, `<img onerror=...>`) can be stored and
// served. Chosen over marked plus a sanitiser because there is nothing to sanitise when raw HTML
// is never parsed: one maintained library, no allow-list to keep right. Its link check
// (validateLink) refuses `javascript:`, `vbscript:`, `file:` and `data:` (but pictures) URLs, so
// such a link stays plain text; we narrow it further to http(s), mailto, tel and our own paths.

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

// Links that leave the site do not hand it the reader's page (referrer) or window.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && /^https?:/i.test(String(token.attrGet("href") ?? ""))) {
    token.attrSet("rel", "nofollow noopener noreferrer");
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/**
 * Values a body may name as `{{name}}`: kept in constants, written once. A Map, so that only
 * these names are found: an object would also answer `{{constructor}}` or `{{toString}}` from its
 * prototype.
 */
const PLACEHOLDERS = new Map<string, string>([
  ["grievanceEmail", GRIEVANCE_EMAIL],
  ["supportEmail", SUPPORT_EMAIL],
]);

/** The body's placeholders filled in (an unknown one stays as typed). */
export function fillPlaceholders(body: string): string {
  return body.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => PLACEHOLDERS.get(name) ?? whole);
}

/** The HTML of a Markdown body: safe to put into a page as it is. */
export function renderMarkdown(body: string): string {
  return markdown.render(fillPlaceholders(body));
}

/** The body as plain text (for search and meta descriptions): the rendered text, tags removed. */
export function markdownText(body: string): string {
  return renderMarkdown(body)
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

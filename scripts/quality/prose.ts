/**
 * Turns an MDX page into its prose: the text a reader reads, line by line, with everything else
 * blanked out (code, inline code, JSX, URLs, heading IDs, import lines, front matter other than
 * title/description/sidebar_label). The line count stays the same, so messages give real line
 * numbers. Used by the German checks (terms, English left on German pages, spelling).
 */
export interface ProseOptions {
  /**
   * Blank bold segments of up to this many words: UI labels are written as the English interface
   * shows them (**Create Project**) and explained in German, so they are not German prose.
   */
  uiLabelWords?: number;
  /** Names kept unchanged in every language (product and API names), blanked from prose. */
  keep?: string[];
}

const PROSE_FRONT_MATTER = /^(title|description|sidebar_label)\s*:\s*(.*)$/;

function blank(s: string): string {
  return s.replace(/[^\n]/g, ' ');
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function extractProse(source: string, options: ProseOptions = {}): string[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;

  // Front matter: keep the values of the reader-facing keys.
  if (lines[0] === '---') {
    out.push('');
    for (i = 1; i < lines.length && lines[i] !== '---'; i++) {
      const m = PROSE_FRONT_MATTER.exec(lines[i]);
      const value = m ? m[2].replace(/^["']|["']$/g, '') : '';
      // A one-word ASCII title is an API name (`XrController`, `xrfacefound`, `vec2`), not prose.
      out.push(/^[\w.:$-]+$/.test(value) ? '' : value);
    }
    if (i < lines.length) out.push('');
    i++;
  }

  let fence: string | undefined;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      out.push('');
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      out.push('');
      continue;
    }
    if (/^\s*(import|export)\s/.test(line) || /^\s*:::/.test(line)) {
      out.push('');
      continue;
    }
    out.push(line);
  }

  let text = out.join('\n');
  text = text
    // MDX comments and expressions, JSX/HTML tags (their text children stay).
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/\{#[\w-]+\}/g, blank)
    .replace(/<\/?[A-Za-z][\w.:-]*(\s[^<>]*?)?\/?>/g, blank)
    .replace(/\{[^{}\n]*\}/g, blank)
    // Inline code.
    .replace(/(`+)[^`\n]*?\1/g, blank)
    // Images: the alt text is prose, the source is not. Links: keep the text, drop the target.
    .replace(/(!?\[[^\]\n]*\])\(([^()\n]*(\([^()\n]*\))?[^()\n]*)\)/g, (_m, label: string, target: string) => label + blank(`(${target})`))
    .replace(/<?\bhttps?:\/\/[^\s)>]+>?/g, blank)
    // API names written without code formatting (titles, link texts): dotted or with parentheses.
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, blank)
    .replace(/(?<![\p{L}\p{N}])[\p{L}\p{N}_$][\w$-]*(?:\.[\p{L}_$][\w$-]*)+(?:\(\)|\/[\w./-]*)?/gu, blank)
    .replace(/(?<![\p{L}\p{N}])[a-z]+:[a-z]+(?![\p{L}\p{N}])/gu, blank)
    .replace(/(?<![\p{L}\p{N}])[\p{L}_$][\w$]*\(\)/gu, blank)
    // Markdown syntax characters that are not words.
    .replace(/^(\s*)(#{1,6}\s|>\s?|[-*+]\s|\d+\.\s)/gm, (m) => blank(m))
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, blank)
    .replace(/\|/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, blank);

  if (options.uiLabelWords) {
    const max = options.uiLabelWords;
    // A bold label followed by its German explanation in parentheses is a UI label at any length.
    text = text.replace(/\*\*([^*\n]+?)\*\*(?=\s*\()/g, blank);
    text = text.replace(/\*\*([^*\n]+?)\*\*/g, (m, inner: string) =>
      inner.trim().split(/\s+/).length <= max ? blank(m) : `  ${inner}  `,
    );
    // Short quoted names („Launch“, „Empty“) name interface items or templates.
    text = text.replace(/„([^“\n]+)“/g, (m, inner: string) => (inner.trim().split(/\s+/).length <= 4 ? blank(m) : m));
  }
  for (const name of [...(options.keep ?? [])].sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'g'), blank);
  }
  return text.split('\n');
}

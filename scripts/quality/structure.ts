import type {Finding} from './terms';

/** The structure of an MDX page that a translation must keep. */
export interface PageStructure {
  /** `## id` per heading (level and explicit ID), in order. */
  headings: {line: number; level: number; id: string | undefined}[];
  codeBlocks: {line: number; lang: string}[];
  admonitions: {line: number; type: string}[];
  images: {line: number; alt: string; src: string}[];
  /** Link targets (Markdown links, <Link to>, <a href>), in order. */
  links: {line: number; target: string}[];
}

export function pageStructure(source: string): PageStructure {
  const s: PageStructure = {headings: [], codeBlocks: [], admonitions: [], images: [], links: []};
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | undefined;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((line, index) => {
    const n = index + 1;
    if (inFrontMatter) {
      if (index > 0 && line === '---') inFrontMatter = false;
      return;
    }
    const f = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence) {
      if (f && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      return;
    }
    if (f) {
      fence = f[1];
      s.codeBlocks.push({line: n, lang: f[2] || 'text'});
      return;
    }
    const h = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (h) s.headings.push({line: n, level: h[1].length, id: /\{#([\w-]+)\}$/.exec(h[2])?.[1]});
    const a = /^\s*:::(\w+)/.exec(line);
    if (a) s.admonitions.push({line: n, type: a[1]});
    const code = line.replace(/(`+)[^`]*?\1/g, '');
    for (const m of code.matchAll(/!\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g)) s.images.push({line: n, alt: m[1], src: m[2]});
    for (const m of code.matchAll(/<img\b[^>]*>/g)) {
      s.images.push({line: n, alt: /\balt=["']([^"']*)["']/.exec(m[0])?.[1] ?? '', src: /\bsrc=["']([^"']*)["']/.exec(m[0])?.[1] ?? ''});
    }
    for (const m of code.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)) s.links.push({line: n, target: m[1]});
    for (const m of code.matchAll(/<(?:Link|a)\b[^>]*\b(?:to|href)=["']([^"']+)["']/g)) s.links.push({line: n, target: m[1]});
  });
  return s;
}

const FILE_NAME = /^[\w.-]+\.(png|jpe?g|gif|svg|webp|avif)$|^[A-Za-z]+(?:[A-Z][a-z0-9]+)+$|^[\w]+[-_][\w-]+$/;

/** An alt text that is a file or asset name ("GoToMyProjects", "screenshot_2.png"), not a description. */
export const isFileName = (alt: string): boolean => FILE_NAME.test(alt.trim());

/** Image alt text: present, and not a file name. */
export function altTextFindings(file: string, structure: PageStructure): Finding[] {
  return structure.images.flatMap((img) => {
    if (!img.alt.trim()) return [{file, line: img.line, message: `Image "${img.src}" has no alt text.`}];
    if (isFileName(img.alt)) {
      return [{file, line: img.line, message: `Alt text "${img.alt}" is a file name; describe what the image shows.`}];
    }
    return [];
  });
}

function describe<T>(items: T[], key: (t: T) => string): string {
  return items.map(key).join(', ') || '(none)';
}

/**
 * A link target as the parity check compares it: an MDN page in the reader's language
 * (`developer.mozilla.org/de/docs/…`) is the same link as the English one (`/en-US/docs/…`).
 */
export const linkKey = (target: string): string => target.replace(/^(https:\/\/developer\.mozilla\.org\/)[a-z]{2}(?:-[A-Z]{2})?\/docs\//, '$1docs/');

/** A German page must keep the English page's headings (IDs), code blocks, admonitions, images and links. */
export function parityFindings(enFile: string, deFile: string, en: PageStructure, de: PageStructure): Finding[] {
  const findings: Finding[] = [];
  const at = (line: number, message: string) => findings.push({file: deFile, line, message});

  en.headings.forEach((h, i) => {
    if (h.level > 1 && !h.id) findings.push({file: enFile, line: h.line, message: 'Heading without an explicit {#id}: IDs must be identical in every language.'});
    if (h.id && /^\d/.test(h.id)) findings.push({file: enFile, line: h.line, message: `Heading ID {#${h.id}} starts with a digit (not a valid CSS selector): name it by its words.`});
    const d = de.headings[i];
    if (!d) at(de.headings.at(-1)?.line ?? 1, `Missing heading {#${h.id}} (English line ${h.line}).`);
    else if (d.id !== h.id || d.level !== h.level) {
      at(d.line, `Heading ${'#'.repeat(d.level)} {#${d.id ?? '?'}} should be ${'#'.repeat(h.level)} {#${h.id ?? '?'}} as in English line ${h.line}.`);
    }
  });
  if (de.headings.length > en.headings.length) {
    at(de.headings[en.headings.length].line, `Extra heading {#${de.headings[en.headings.length].id ?? '?'}} that the English page does not have.`);
  }

  const compare = <T extends {line: number}>(what: string, a: T[], b: T[], key: (t: T) => string) => {
    const ka = a.map(key).join('|');
    const kb = b.map(key).join('|');
    if (ka !== kb) {
      const line = b.find((item, i) => key(item) !== (a[i] ? key(a[i]) : undefined))?.line ?? b.at(-1)?.line ?? 1;
      at(line, `${what} differ from English: en [${describe(a, key)}], de [${describe(b, key)}].`);
    }
  };
  compare('Code blocks', en.codeBlocks, de.codeBlocks, (c) => c.lang);
  compare('Admonitions', en.admonitions, de.admonitions, (a) => a.type);
  compare('Images', en.images, de.images, (i) => i.src);
  const sorted = (l: PageStructure['links']) => [...l].sort((x, y) => linkKey(x.target).localeCompare(linkKey(y.target)));
  compare('Links', sorted(en.links), sorted(de.links), (l) => linkKey(l.target));
  return findings;
}

/**
 * Extracts the TypeScript examples of MDX pages. An example is a fenced block whose language is
 * `ts`, `tsx` or `typescript`. A block whose meta string contains the word `partial` is a
 * deliberate fragment: it is counted and skipped by the type check.
 */
export interface CodeExample {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: 'ts' | 'tsx';
  partial: boolean;
  code: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;
const TS_LANGS: Record<string, 'ts' | 'tsx'> = {ts: 'ts', typescript: 'ts', tsx: 'tsx'};

/** Every fenced code block of a page: the line of its opening fence (1-based), language, meta string, code. */
export function fencedBlocks(source: string): {line: number; lang: string; meta: string; code: string}[] {
  const lines = source.split('\n');
  const blocks: {line: number; lang: string; meta: string; code: string}[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, , fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const trimmed = lines[j].trim();
      if (trimmed.startsWith(fence) && trimmed.replace(/[`~]/g, '') === '') break;
      body.push(lines[j]);
    }
    blocks.push({line: i + 1, lang: lang.toLowerCase(), meta, code: body.join('\n')});
    i = j;
  }
  return blocks;
}

/** A block whose meta string contains the word `partial` is a deliberate fragment. */
export const isPartial = (meta: string): boolean => /(^|\s)partial(\s|$)/.test(meta);

export function extractExamples(file: string, source: string): CodeExample[] {
  return fencedBlocks(source).flatMap(({line, lang, meta, code}) => {
    const kind = TS_LANGS[lang];
    return kind ? [{file, line, lang: kind, partial: isPartial(meta), code}] : [];
  });
}

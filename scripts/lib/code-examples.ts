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

export function extractExamples(file: string, source: string): CodeExample[] {
  const lines = source.split('\n');
  const examples: CodeExample[] = [];
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
    const kind = TS_LANGS[lang.toLowerCase()];
    if (kind) {
      examples.push({file, line: i + 1, lang: kind, partial: /(^|\s)partial(\s|$)/.test(meta), code: body.join('\n')});
    }
    i = j;
  }
  return examples;
}

/**
 * German prose that lives in typed data files instead of MDX pages: the components render it on
 * German pages, so the German checks (terms, English left in German, spelling) must read it too.
 * Every string below a `de` key is German prose. Each data file becomes one pseudo-page whose
 * lines are the German strings, placed on the source line they come from where that line can be
 * found (strings assembled at runtime fall back to the first line), so messages point near the text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {root} from './site';
import * as xrEvents from '../../src/data/xrEvents';

/** Data modules with German prose: file (for messages and line numbers) → exported values. */
const DATA_FILES: {file: string; data: unknown}[] = [{file: 'src/data/xrEvents.ts', data: xrEvents}];

export interface DataProse {
  /** Path relative to the project root. */
  name: string;
  /** Pseudo-MDX: one line per source line, holding the German strings found on that line. */
  source: string;
}

/** All strings below a `de` key, in document order, without duplicates. */
export function germanStrings(value: unknown, inGerman = false, seen = new Set<string>()): string[] {
  if (typeof value === 'string') {
    if (!inGerman || seen.has(value)) return [];
    seen.add(value);
    return [value];
  }
  if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => germanStrings(v, inGerman || key === 'de', seen));
}

function lineOf(sourceLines: string[], text: string): number {
  const probes = [text, text.slice(0, 40), text.slice(-40)].filter((p) => p.trim().length >= 8);
  for (const probe of probes) {
    const index = sourceLines.findIndex((line) => line.includes(probe));
    if (index >= 0) return index;
  }
  return 0;
}

export function germanDataProse(): DataProse[] {
  return DATA_FILES.map(({file, data}) => {
    const sourceLines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    const lines: string[] = sourceLines.map(() => '');
    for (const text of germanStrings(data)) {
      const index = lineOf(sourceLines, text);
      lines[index] = lines[index] ? `${lines[index]} ${text}` : text;
    }
    return {name: file, source: lines.join('\n')};
  });
}

/**
 * Descriptions of pages about the ended platform. The description is the page's search snippet
 * and link preview, shown without the page's notice that the platform ended on 28 Feb 2026; on a
 * studio, quickstart, account or Studio API page it must not open with an instruction
 * („Erstellen Sie …“, „Veröffentlichen Sie …“) that nobody can follow any more. A description says
 * what the page covers (a noun phrase, „Wie … wurde“ for what ended).
 */
import {describesEndedPlatform} from '../../src/lib/pageStatus';
import type {Finding} from './terms';

const GERMAN_PAGE = /(?:^|\/)i18n\/de\/docusaurus-plugin-content-docs-(studio|account|quickstart|api)\/current\/(.+)\.mdx$/;
/** An imperative with „Sie“ at the start: „Erstellen Sie“, „Lernen Sie … kennen“, „Verschaffen Sie sich“. */
const IMPERATIVE = /^[A-ZÄÖÜ][a-zäöüß]*(?:en|ern|eln) Sie\b/;

/** The site path of a German page file (`studio/guides/ui/`), or null for partials and other files. */
export function germanPagePath(file: string): string | null {
  const m = GERMAN_PAGE.exec(file);
  if (!m) return null;
  const [, section, rest] = m;
  if (rest.split('/').some((part) => part.startsWith('_'))) return null;
  const page = rest.replace(/(?:^|\/)index$/, '');
  return `${section}/${page ? `${page}/` : ''}`;
}

export function endedPlatformDescriptionFindings(file: string, source: string): Finding[] {
  const sitePath = germanPagePath(file);
  if (!sitePath || !describesEndedPlatform(`/${sitePath}`, '/')) return [];
  const lines = source.split('\n');
  if (lines[0] !== '---') return [];
  const end = lines.indexOf('---', 1);
  for (let i = 1; i < end; i++) {
    const m = /^description:\s*["']?(.*)$/.exec(lines[i]);
    if (!m) continue;
    const opening = IMPERATIVE.exec(m[1]);
    if (!opening) return [];
    return [
      {
        file,
        line: i + 1,
        message: `the description opens with an instruction („${opening[0]} …“), but the platform this page describes ended on 28 Feb 2026 and the search snippet shows no notice: say what the page covers (a noun phrase; „Wie … wurde“ for what ended).`,
      },
    ];
  }
  return [];
}

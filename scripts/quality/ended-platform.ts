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
/**
 * An imperative with „Sie“ at the start: „Erstellen Sie“, „Lernen Sie … kennen“, a list of verbs
 * („Bewegen, skalieren und drehen Sie“, „Finden und verwenden Sie“), also after a question („Neu in
 * Studio? Beginnen Sie …“) or after „So“ („So machen Sie …“). Group 1 is the first verb, group 2 the
 * rest of a verb list.
 */
const IMPERATIVE = /^(?:[^.?!:]{0,40}\? )?(?:So (?=[a-zäöüß]))?([A-ZÄÖÜa-zäöüß][a-zäöüß]*(?:en|ern|eln))((?:(?:, | und | oder )[a-zäöüß]+(?:en|ern|eln))*) Sie\b/;

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

/**
 * Reading verbs: a next step that sends the reader to read, look up or compare is still possible.
 * Any other instruction in „Nächste Schritte“ („Testen Sie die Vorlage im Simulator“) asks for
 * something nobody can do since the platform ended: write a pointer instead („Wie … wurde: [Titel](…)“).
 */
const READING_VERBS = new Set(['Lesen', 'Schlagen', 'Lernen', 'Vergleichen', 'Kehren', 'Beachten', 'Verschaffen', 'Erfahren', 'Sehen', 'Informieren']);

export function endedPlatformNextStepFindings(file: string, source: string): Finding[] {
  const sitePath = germanPagePath(file);
  if (!sitePath || !describesEndedPlatform(`/${sitePath}`, '/')) return [];
  const findings: Finding[] = [];
  let inNextSteps = false;
  source.split('\n').forEach((line, index) => {
    if (/^#{2,6} /.test(line)) {
      inNextSteps = /\{#next-steps\}\s*$/.test(line);
      return;
    }
    if (!inNextSteps) return;
    const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    const opening = item && IMPERATIVE.exec(item[1]);
    if (!opening) return;
    // „Lesen und ändern Sie Werte“ asks for more than reading: every verb of a list must be a reading verb.
    const verbs = [opening[1], ...opening[2].split(/, | und | oder /).filter(Boolean)].map((v) => v[0].toUpperCase() + v.slice(1));
    if (verbs.every((v) => READING_VERBS.has(v))) return;
    findings.push({
      file,
      line: index + 1,
      message: `next step „${opening[0]} …“ asks for something nobody can do since the platform ended on 28 Feb 2026: write a pointer („Wie … wurde: [Titel](…)“) or send the reader to read („Lesen Sie …“).`,
    });
  });
  return findings;
}

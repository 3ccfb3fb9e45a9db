/**
 * UI labels of 8th Wall's own interface must be quoted exactly as the interface shows them. The
 * inventory writing/ui-labels.json holds the English labels of the product interface (generated
 * from the archive by `npm run ui-labels:build`); writing/ui-labels-additions.json adds reviewed
 * labels the archive does not have, each with a reason. A bold label that is in neither is reported.
 *
 * Which bold text is a UI label:
 * - German pages: bold text followed by a German explanation in parentheses, `**Create Project**
 *   (Projekt erstellen)` (writing/README.md, „UI labels“). A bold glossary term or kept name with
 *   a parenthesis (`**Aktionszuordnung** (Action Map)`) introduces a term, no label.
 * - English pages: bold text in a sentence that tells the reader to act on the interface (click,
 *   select, choose, tap, open, enable, set …). Bold that starts a sentence or list item or stands
 *   before a colon (a lead-in or definition: „**Speed**: …“), lower-case bold (a term) and long
 *   bold phrases are no labels.
 * A menu path `**Settings > General**` is checked part by part. Schema fields the page defines in
 * its own code (`pickupSound: ecs.string`) are shown under the label Studio derives from their
 * name („Pickup Sound“) and pass on that page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {root} from '../lib/site';
import type {Finding} from './terms';
import {markdownLines} from './markdown-lines';

export const UI_LABELS_FILE = path.join(root, 'writing/ui-labels.json');
export const UI_LABEL_ADDITIONS_FILE = path.join(root, 'writing/ui-labels-additions.json');

/** Longest bold text (in words) that counts as a UI label. */
export const MAX_LABEL_WORDS = 8;

export interface LabelInventory {
  $comment?: string;
  /** Archive paths the labels were extracted from. */
  sources: string[];
  labels: string[];
}

export interface LabelAddition {
  label: string;
  reason: string;
}

/**
 * The label Studio shows for a schema field: first letter upper case, a space before each
 * capital that follows another character (`pickupSound` → „Pickup Sound“, `autoFrom` → „Auto From“).
 */
export function fieldLabel(fieldName: string): string {
  if (!fieldName) return '';
  return (fieldName[0].toUpperCase() + fieldName.slice(1)).replace(/([^A-Z])(?=[A-Z])/g, '$1 ');
}

/** Labels of the schema fields a page defines in its own code (`pickupSound: ecs.string`, `// @label Pickup Sound`). */
export function codeFieldLabels(source: string): string[] {
  const labels: string[] = [];
  for (const block of source.matchAll(/^\s*(```|~~~)[^\n]*\n([\s\S]*?)^\s*\1/gm)) {
    for (const m of block[2].matchAll(/\b([A-Za-z_$][\w$]*)\s*:\s*ecs\.\w+/g)) labels.push(fieldLabel(m[1]));
    // `// @label Collector (optional)` replaces the derived label.
    for (const m of block[2].matchAll(/@label\s+([^\n*]+?)\s*(?:\*\/)?$/gm)) labels.push(m[1]);
  }
  return labels;
}

/**
 * A label as compared: single spaces, without surrounding quotes, a leading plus icon („+ New
 * Component“, „(+) New Action“), a trailing ellipsis („New file...“), colon or full stop. Case is kept:
 * labels are case-sensitive.
 */
export function normalizeLabel(label: string): string {
  return label
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["„“”']+|["„“”']+$/g, '')
    .replace(/^(\(\s*\+\s*\)|\+)\s*/, '')
    .replace(/\s*(\.\.\.|…|:|\.)$/, '')
    .trim();
}

/** The labels the checks accept: the inventory plus the reviewed additions. */
export function loadKnownLabels(inventoryFile = UI_LABELS_FILE, additionsFile = UI_LABEL_ADDITIONS_FILE): Set<string> {
  const inventory = JSON.parse(fs.readFileSync(inventoryFile, 'utf8')) as LabelInventory;
  const additions = JSON.parse(fs.readFileSync(additionsFile, 'utf8')) as {additions: LabelAddition[]};
  for (const a of additions.additions) {
    if (!a.label || !a.reason) throw new Error(`${additionsFile}: every addition needs "label" and "reason" (see ${JSON.stringify(a)})`);
  }
  return new Set([...inventory.labels, ...additions.additions.map((a) => a.label)].map(normalizeLabel));
}

const UI_VERBS =
  /\b(click|clicking|select|selecting|choose|tap|press|open|toggle|enable|disable|check|uncheck|enter|type|drag|expand|collapse|hover|navigate|go to|switch to|pick|set|turn on|turn off|add)\b/i;

interface PageLabel {
  line: number;
  label: string;
}

/** Prose lines of a page outside front matter and code blocks, with inline code removed. */
function proseLines(source: string): {line: number; text: string}[] {
  return markdownLines(source).map(({line, text}) => ({line, text: text.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length))}));
}

const words = (s: string) => s.trim().split(/\s+/).length;

/** Bold text that is no interface label: a key (`W`, `Shift`) or a name the reader gives (`collectible`, `recenter-button`). */
const NOT_A_LABEL = /^(.|Shift|Ctrl|Control|Alt|Cmd|Command|Esc|Escape|Enter|Return|Space|Tab|Backspace)$|^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;
/** Short text with letters that does not end a sentence (an ellipsis „Generate...“ and a question „Abandon Changes?“ may end a label). */
const isLabelLike = (s: string) => words(s) <= MAX_LABEL_WORDS && !/(?<!\.)\.$|!$/.test(s.trim()) && /\p{L}/u.test(s);
const parts = (label: string) => label.split(/\s+>\s+/).map(normalizeLabel).filter(Boolean);

/** What a page's labels are compared with. */
export interface KnownLabels {
  /** Interface labels: the inventory and the reviewed additions, normalised. */
  labels: Set<string>;
  /**
   * Glossary terms and kept names: in bold with a parenthesis after them they introduce a term
   * (`**Aktionszuordnung** (Action Map)`) or a name (`**Star collector** (Sternesammler)`), no label.
   */
  terms: Set<string>;
}

/** Bold text before a parenthesis on a German page that is a UI label (not a key, a name or a term). */
const isGermanLabel = (bold: string, known: KnownLabels) => isLabelLike(bold) && !NOT_A_LABEL.test(bold.trim()) && !known.terms.has(bold.trim());

/** The UI labels a page quotes, by the rules above. */
export function pageLabels(source: string, locale: 'en' | 'de', known: KnownLabels): PageLabel[] {
  const labels: PageLabel[] = [];
  for (const {line, text} of proseLines(source)) {
    if (locale === 'de') {
      for (const m of text.matchAll(/\*\*([^*\n]+?)\*\*\s*\(/g)) {
        const bold = m[1];
        if (!isGermanLabel(bold, known)) continue;
        labels.push(...parts(bold).map((label) => ({line, label})));
      }
      continue;
    }
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (!UI_VERBS.test(sentence.replace(/\*\*[^*]*\*\*/g, ' '))) continue;
      // A bold lead-in („**Cause:**“, „**3D models**: …“) introduces text; it is no label.
      for (const m of sentence.matchAll(/\*\*([^*\n]+?)\*\*/g)) {
        // Bold at the start of a sentence or list item, or before a colon, introduces or defines
        // something („**Speed**: …“, „**Transition animations** take …“); lower-case bold is a term.
        const atStart = /^\s*(?:[-*+]\s+|\d+\.\s+|\|\s*)?$/.test(sentence.slice(0, m.index));
        const leadIn = atStart || m[1].trim().endsWith(':') || /^\s*:/.test(sentence.slice(m.index + m[0].length)) || /^\p{Ll}/u.test(m[1]);
        if (isLabelLike(m[1]) && !leadIn && !NOT_A_LABEL.test(m[1].trim())) {
          labels.push(...parts(m[1]).map((label) => ({line, label})));
        }
      }
    }
  }
  return labels;
}

export function uiLabelFindings(file: string, source: string, locale: 'en' | 'de', known: KnownLabels): Finding[] {
  const ownFields = new Set(codeFieldLabels(source).map(normalizeLabel));
  const findings = pageLabels(source, locale, known)
    .filter((l) => !known.labels.has(l.label) && !ownFields.has(l.label))
    .map((l) => ({
      file,
      line: l.line,
      message: `UI label „${l.label}“ is not in the interface inventory (writing/ui-labels.json): quote the interface exactly, or add it with a reason to writing/ui-labels-additions.json.`,
    }));
  return locale === 'de' ? [...findings, ...glossCaseFindings(file, source, known)] : findings;
}

/**
 * A parenthesis after a bold label that is no gloss but a note on where or how: „(im Abschnitt
 * **Export**)“, „(siehe unten)“, „(optional)“, „(z. B. …)“.
 */
const NOT_A_GLOSS = /^(?:im|in|in der|in den|siehe|z\. ?B\.|vgl\.|etwa|oben|unten|optional|standardmäßig|Standard|falls|wenn|sofern|nur|auch|oder|bzw\.|ggf\.)\b/;

/** Bold text followed by a parenthesis on a prose line: `**Create** (Erstellen)` → bold, gloss. */
function* boldGlosses(source: string): Generator<{line: number; bold: string; gloss: string}> {
  for (const {line, text} of proseLines(source)) {
    for (const m of text.matchAll(/\*\*([^*\n]+?)\*\*\s*\(([^()\n]+)\)/g)) yield {line, bold: m[1], gloss: m[2]};
  }
}

/**
 * German glosses of UI labels start with a capital letter, as the label itself does:
 * `**Publish** (Veröffentlichen)`, `**Monthly** (Monatlich)` (writing/README.md, „UI labels“), and
 * say something the label does not: `**Logo** (Logo)` is dropped to `**Logo**`.
 */
export function glossCaseFindings(file: string, source: string, known: KnownLabels): Finding[] {
  const findings: Finding[] = [];
  for (const {line, bold, gloss} of boldGlosses(source)) {
    if (!isGermanLabel(bold, known)) continue;
    const first = gloss.split(/[,;]/)[0].trim();
    if (first.toLowerCase() === normalizeLabel(bold).toLowerCase()) {
      findings.push({
        file,
        line,
        message: `German gloss „(${first})“ only repeats the UI label „${normalizeLabel(bold)}“: drop it (a label that reads the same in German needs no gloss).`,
      });
      continue;
    }
    if (!/^\p{Ll}/u.test(gloss) || NOT_A_GLOSS.test(gloss)) continue;
    findings.push({
      file,
      line,
      message: `German gloss „(${gloss})“ of the UI label „${normalizeLabel(bold)}“ starts with a lower-case letter: write „(${gloss[0].toUpperCase()}${gloss.slice(1)})“, as the label does.`,
    });
  }
  return findings;
}

/** Interface strings of a product translation file (`{"key": "Label", …}`, nested or flat). */
export function interfaceStrings(json: string): string[] {
  const out: string[] = [];
  const visit = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(JSON.parse(json));
  return out;
}

/**
 * Texts of a page of the earlier docs that name interface items: bold text, quoted text („Click
 * "Refresh verification status"“), headings (`## Hierarchy`) and list items that are only a name
 * (`- Zombie Walk`).
 */
export function docLabelTexts(markdown: string): string[] {
  const texts: string[] = [];
  const lines = proseLines(markdown);
  // Bold and quoted text may wrap onto the next line of its paragraph.
  const paragraphs = lines.map((l) => l.text).join('\n');
  for (const m of paragraphs.matchAll(/\*\*((?:[^*\n]|\n(?!\s*\n))+?)\*\*/g)) texts.push(m[1]);
  for (const m of paragraphs.matchAll(/"((?:[^"\n]|\n(?!\s*\n))+)"|“((?:[^”\n]|\n(?!\s*\n))+)”/g)) texts.push(m[1] ?? m[2]);
  for (const {text} of lines) {
    const heading = /^#{1,6}\s+(.+?)\s*(\{#[\w-]+\})?\s*$/.exec(text)?.[1];
    if (heading) texts.push(heading);
    const item = /^\s*(?:[-*+]|\d+\.)\s+([^.!?:;,()]+?)\s*$/.exec(text)?.[1];
    if (item && words(item) <= 4) texts.push(item);
  }
  return texts;
}

/**
 * Label candidates from interface strings and page texts: short, single-line, without
 * placeholders (`{{maxRoutes}}`), markup, identifiers and all-lower-case fragments; a label with a hint in parentheses („Negative Prompt (optional)“, „Shape Guidance
 * (0 - 10)“) also counts without it.
 */
export function labelCandidates(texts: string[]): string[] {
  return texts
    .map((t) => normalizeLabel(t.replace(/<\/?\d+>/g, '').replace(/\s*[[(]?\{\{\w+\}\}[\])]?/g, '')))
    .flatMap((t) => [t, t.replace(/\s*\([^()]*\)$/, ''), ...parts(t)])
    .map(normalizeLabel)
    .filter((t) => t && isLabelLike(t) && !/[{}<>\n`*[\],]$|[{}<>\n`*[\]]/.test(t) && t.length <= 80)
    // Code and prose fragments, no labels: identifiers (`setInterval`) and text without any capital.
    .filter((t) => !/^[a-z]{2,}[A-Z][a-z]\w*$/.test(t) && /[\p{Lu}\p{N}]/u.test(t));
}

/** A UI label and the head of its German gloss (before the first comma, semicolon or colon). */
export interface LabelGloss {
  file: string;
  line: number;
  label: string;
  gloss: string;
}

/** The glosses a German page gives its UI labels: `**Create** (Erstellen)` → Create / Erstellen. */
export function labelGlosses(file: string, source: string): LabelGloss[] {
  const out: LabelGloss[] = [];
  for (const {line, bold, gloss} of boldGlosses(source)) {
    // Kept names glossed like labels (**Viewport** (Ansichtsfenster)) count too.
    if (!isLabelLike(bold) || NOT_A_LABEL.test(bold.trim()) || NOT_A_GLOSS.test(gloss) || !/^\p{Lu}/u.test(gloss)) continue;
    const head = gloss.split(/[,;:]/)[0].trim();
    // A menu path keeps its own gloss; only single labels are compared.
    if (!head || bold.includes('>')) continue;
    out.push({file, line, label: normalizeLabel(bold), gloss: head});
  }
  return out;
}

/**
 * One UI label, one German gloss across the German pages: `**Create** (Erstellen)` on one page and
 * `**Create** (Anlegen)` on another make the reader wonder whether these are two buttons. Labels
 * whose gloss must follow the context (a German article, two different buttons with the same
 * English text) are listed with a reason in writing/ui-labels-additions.json (`contextualGlosses`).
 * The gloss most pages use is the reference; the others are reported (a tie reports all).
 */
export function glossConsistencyFindings(entries: LabelGloss[], contextual: Set<string>): Finding[] {
  const byLabel = new Map<string, LabelGloss[]>();
  for (const e of entries) {
    if (contextual.has(e.label)) continue;
    byLabel.set(e.label, [...(byLabel.get(e.label) ?? []), e]);
  }
  const findings: Finding[] = [];
  for (const [label, uses] of byLabel) {
    const counts = new Map<string, number>();
    for (const u of uses) counts.set(u.gloss, (counts.get(u.gloss) ?? 0) + 1);
    if (counts.size < 2) continue;
    const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const top = ranked[0][1] > ranked[1][1] ? ranked[0][0] : undefined;
    for (const u of uses) {
      if (u.gloss === top) continue;
      const others = ranked.filter(([g]) => g !== u.gloss).map(([g, n]) => `„${g}“ (${n}×)`).join(', ');
      findings.push({
        file: u.file,
        line: u.line,
        message: `UI label „${label}“ is glossed „${u.gloss}“ here but ${others} elsewhere: give one label one German gloss${top ? ` („${top}“)` : ''}, or list the label with a reason under contextualGlosses in writing/ui-labels-additions.json.`,
      });
    }
  }
  return findings;
}

/** Labels whose German gloss follows the context (writing/ui-labels-additions.json `contextualGlosses`). */
export function loadContextualGlosses(additionsFile = UI_LABEL_ADDITIONS_FILE): Set<string> {
  const data = JSON.parse(fs.readFileSync(additionsFile, 'utf8')) as {contextualGlosses?: LabelAddition[]};
  for (const a of data.contextualGlosses ?? []) {
    if (!a.label || !a.reason) throw new Error(`${additionsFile}: every contextualGlosses entry needs "label" and "reason" (see ${JSON.stringify(a)})`);
  }
  return new Set((data.contextualGlosses ?? []).map((a) => normalizeLabel(a.label)));
}

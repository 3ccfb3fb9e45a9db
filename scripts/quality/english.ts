import type {Finding} from './terms';

/**
 * Detects English prose left on German pages. Works sentence by sentence on prose lines (code,
 * inline code, UI labels and kept names already blanked): a sentence reads as English when it
 * has English function words and (almost) no German ones. Words that exist in both languages
 * ("in", "an", "will", "so", "was", "die", "also") are in neither list.
 */
const ENGLISH = new Set(
  `the a and or of to is are was were be been being this that these those with without for from by
   your you it its on at as if when which while where who what how not can could should would may
   must will shall has have had do does did than then there their they them our we us into onto
   about above after before below between each every other some such only just also very more most
   please click select choose open enter see use using used make sure need needs want here
   following next new learn more page step steps example examples note`
    .split(/\s+/)
    .filter(Boolean),
);

const GERMAN = new Set(
  `der die das den dem des ein eine einen einem einer eines und oder ist sind war waren wird werden
   wurde sie ihr ihre ihren ihrem ihres es er wir man nicht kein keine mit ohne für von vom zum zur
   bei aus auf im ins über unter nach vor durch um bis dann wenn weil dass als wie auch nur noch
   schon sehr hier dort diese dieser dieses diesen diesem jede jeder jedes jeden alle können kann
   müssen muss sollten soll dürfen darf haben hat hatte sich sein seine seinen zu zwischen wählen
   klicken öffnen geben tippen damit dabei dazu davon daher denn doch jedoch sowie bzw etwa z.b`
    .split(/\s+/)
    .filter(Boolean),
);

const WORD = /[\p{L}][\p{L}'’.-]*/gu;

export interface EnglishOptions {
  /** Minimum number of English function words for a sentence to be judged. */
  minEnglish?: number;
}

export function englishSentences(file: string, prose: string[], options: EnglishOptions = {}): Finding[] {
  const minEnglish = options.minEnglish ?? 2;
  const findings: Finding[] = [];
  prose.forEach((text, index) => {
    for (const sentence of text.split(/(?<=[.!?:;])\s+/)) {
      const words = (sentence.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/[.'’-]+$/, ''));
      if (words.length < 3) continue;
      const en = words.filter((w) => ENGLISH.has(w)).length;
      const de = words.filter((w) => GERMAN.has(w)).length;
      if (en >= minEnglish && en > de * 2) {
        findings.push({
          file,
          line: index + 1,
          message: `English prose on a German page: "${sentence.trim().replace(/\s+/g, ' ').slice(0, 90)}"`,
        });
      }
    }
  });
  return findings;
}

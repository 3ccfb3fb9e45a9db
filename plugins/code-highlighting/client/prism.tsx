/**
 * Stands in for `prism-react-renderer` in the site bundle (see ../README.md): the same `Highlight`
 * interface the theme's code block uses, on a Prism with only the languages this site writes
 * (`prism.additionalLanguages` of the theme config are added by client/register.ts).
 * prism-react-renderer bundles Prism with some 20 languages and 20 colour themes in one module
 * (~26 KB gzip); this is ~8 KB, loaded only by pages with code.
 */
import {useCallback, useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type * as PrismNamespace from 'prismjs';
import type {HighlightProps, LineInputProps, LineOutputProps, PrismTheme, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

type PrismLib = typeof PrismNamespace;

/** Prism core and the base languages, without ever letting Prism highlight the page by itself. */
function loadPrism(): PrismLib {
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  // Manual mode: Prism must not highlight the page's code blocks on its own (React renders them).
  scope.Prism = {manual: true, disableWorkerMessageHandler: true};
  const prism = require('prismjs/components/prism-core') as PrismLib;
  // Language files extend the global Prism.
  scope.Prism = prism;
  require('prismjs/components/prism-markup');
  require('prismjs/components/prism-css');
  require('prismjs/components/prism-clike');
  require('prismjs/components/prism-javascript');
  require('prismjs/components/prism-typescript');
  if (previous === undefined) delete scope.Prism;
  else scope.Prism = previous;
  return prism;
}

export const Prism = loadPrism();

type StyleDict = Record<string, CSSProperties>;

function themeDictionary(theme: PrismTheme | undefined, language: string): {root: CSSProperties; plain: CSSProperties; types: StyleDict} {
  const types: StyleDict = {};
  for (const {types: names, style, languages} of theme?.styles ?? []) {
    if (languages && !languages.includes(language)) continue;
    for (const name of names) types[name] = {...types[name], ...(style as CSSProperties)};
  }
  const root = (theme?.plain ?? {}) as CSSProperties;
  return {root, plain: {...root, backgroundColor: undefined}, types};
}

const appendType = (types: string[], type: string | string[] | undefined): string[] => {
  if (type === undefined) return types;
  const added = (Array.isArray(type) ? type : [type]).filter((name) => types[types.length - 1] !== name);
  return added.length ? [...types, ...added] : types;
};

/** Prism's token stream as lines of {types, content}; empty lines hold one empty token. */
export function normalizeTokens(stream: Array<string | PrismNamespace.Token>): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  const push = (content: string, types: string[]) => {
    content.split(/\r\n|\r|\n/).forEach((part, i) => {
      if (i > 0) {
        lines.push(line);
        line = [];
      }
      line.push({types, content: part});
    });
  };
  const walk = (items: Array<string | PrismNamespace.Token>, types: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        push(item, types.length ? types : ['plain']);
        continue;
      }
      const nested = appendType(appendType(types, item.type), item.alias);
      if (typeof item.content === 'string') push(item.content, nested);
      else walk(Array.isArray(item.content) ? item.content : [item.content], nested);
    }
  };
  walk(stream, []);
  lines.push(line);
  return lines.map((tokens) => {
    if (tokens.length === 0) return [{types: ['plain'], content: '\n', empty: true}];
    if (tokens.length === 1 && tokens[0]?.content === '') return [{...tokens[0], content: '\n', empty: true}];
    return tokens;
  });
}

export function Highlight({children, language, code, theme, prism = Prism as HighlightProps['prism']}: HighlightProps): JSX.Element {
  const lang = language.toLowerCase();
  const lib = prism as PrismLib;
  const {root, plain, types} = useMemo(() => themeDictionary(theme, lang), [theme, lang]);
  const tokens = useMemo(() => {
    const grammar = lib.languages[lang];
    return normalizeTokens(grammar ? lib.tokenize(code, grammar) : [code]);
  }, [lib, lang, code]);
  const getLineProps = useCallback(
    ({className, style, line, ...rest}: LineInputProps): LineOutputProps => {
      void line;
      return {...rest, className: clsx('token-line', className), style: {...plain, ...style}};
    },
    [plain],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const own = token.types.length === 1 && token.types[0] === 'plain' ? undefined : Object.assign({}, ...token.types.map((type) => types[type]));
      const merged = {...(token.empty ? {display: 'inline-block'} : {}), ...own, ...style};
      return {...rest, className: clsx('token', ...token.types, className), children: token.content, style: Object.keys(merged).length ? merged : undefined};
    },
    [types],
  );
  return children({tokens, className: `prism-code language-${lang}`, style: root, getLineProps, getTokenProps});
}

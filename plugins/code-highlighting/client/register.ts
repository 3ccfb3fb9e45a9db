/**
 * Imported (by remark.ts) from every Markdown page with a code block: adds the theme config's
 * `prism.additionalLanguages` to Prism (client/prism.tsx) and registers the code block component.
 * The bundler puts all of it into a chunk that only those pages load.
 */
import siteConfig from '@generated/docusaurus.config';
import {Prism} from 'prism-react-renderer';
import CodeBlock from './CodeBlock';
import {getCodeBlock, setCodeBlock} from './registry';

/**
 * Loads `prismjs/components/prism-<lang>` for each additional language, the way theme-classic
 * does (its ContextReplacementPlugin limits the bundle to the configured languages), with the
 * site's Prism as the global Prism the language files extend.
 */
function includeLanguages(languages: readonly string[]): void {
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  for (const language of languages) require(`prismjs/components/prism-${language}`);
  if (previous === undefined) delete scope.Prism;
  else scope.Prism = previous;
}

if (!getCodeBlock()) {
  const {prism} = siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}};
  includeLanguages(prism?.additionalLanguages ?? []);
  setCodeBlock(CodeBlock);
}

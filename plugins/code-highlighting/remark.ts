/**
 * Remark plugin: a Markdown page with a fenced code block (other than a Mermaid diagram) or a
 * `<CodeBlock>` element imports the highlighter registration (client/register.ts). Only those
 * pages' chunks carry Prism; every other page renders without it.
 */
import path from 'node:path';

/** The module every page with code imports (absolute path, resolved by the bundler). */
export const REGISTER_MODULE = path.join(__dirname, 'client', 'register.ts');

interface Node {
  type: string;
  lang?: string | null;
  name?: string | null;
  children?: Node[];
  [key: string]: unknown;
}

/** Whether a Markdown tree renders a code block that needs the highlighter. */
export function needsHighlighter(node: Node): boolean {
  if (node.type === 'code' && node.lang !== 'mermaid') return true;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') return true;
  return (node.children ?? []).some(needsHighlighter);
}

/** `import "<module>";` as an MDX ESM node (with the ESTree MDX compiles from). */
export function sideEffectImport(specifier: string): Node {
  const raw = JSON.stringify(specifier);
  return {
    type: 'mdxjsEsm',
    value: `import ${raw};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: specifier, raw}}],
      },
    },
  };
}

export default function remarkCodeHighlighting(options: {module?: string} = {}) {
  const specifier = options.module ?? REGISTER_MODULE;
  return (tree: Node): void => {
    if (needsHighlighter(tree)) tree.children = [sideEffectImport(specifier), ...(tree.children ?? [])];
  };
}

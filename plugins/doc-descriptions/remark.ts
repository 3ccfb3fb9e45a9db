/**
 * Remark plugin (docs option, per docs instance): a page that renders `<DocCardList />` imports the
 * registration of its section's doc descriptions, so the cards show them (see index.ts).
 */
import {registerModule} from './names';
import {sideEffectImport} from '../code-highlighting/remark';

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
}

export function rendersCards(node: Node): boolean {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'DocCardList') return true;
  return (node.children ?? []).some(rendersCards);
}

export default function remarkDocDescriptions(options: {pluginId: string}) {
  const specifier = registerModule(options.pluginId);
  return (tree: Node & {children?: unknown[]}): void => {
    if (rendersCards(tree)) tree.children = [sideEffectImport(specifier) as never, ...(tree.children ?? [])];
  };
}

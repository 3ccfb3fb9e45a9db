/**
 * Where the theme's real code block is registered. Empty on pages without code; `register.ts`
 * fills it when a page's content chunk (which imports it) is evaluated — before the page renders,
 * on the server and in the browser alike.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let registered: ComponentType<Props> | undefined;

export function setCodeBlock(component: ComponentType<Props>): void {
  registered = component;
}

export function getCodeBlock(): ComponentType<Props> | undefined {
  return registered;
}

/**
 * theme-classic's CodeBlock (3.6.3) without its remount after hydration. The theme remounts every
 * code block once in the browser (`key={String(isBrowser)}`) because the server renders the light
 * Prism theme's inline colours; this site's Prism theme (config/theme.ts) is one set of CSS
 * variables for both colour modes, so the server-rendered block is already right and the second
 * render — tokenizing every block again and replacing its DOM on a phone — is pure cost.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are only strings (copyable); otherwise unchanged. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((element) => isValidElement(element))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): JSX.Element {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}

import React from 'react';
import {unescapeHtml} from '../../engine/text';

/**
 * Renders a search engine's highlighted value (`a <mark>b</mark> c`) as text: only the <mark>
 * pairs become elements; anything else — including HTML in a hostile query — stays text.
 */
export default function HighlightedText({value}: {value: string}): JSX.Element {
  const parts = value.split(/(<mark>|<\/mark>)/);
  const out: JSX.Element[] = [];
  let marked = false;
  parts.forEach((part, i) => {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) out.push(marked ? <mark key={i}>{unescapeHtml(part)}</mark> : <React.Fragment key={i}>{unescapeHtml(part)}</React.Fragment>);
  });
  return <>{out}</>;
}

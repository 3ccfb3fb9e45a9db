import React from 'react';
import {decodeEntities} from '../../search/html';

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
    else if (part) out.push(marked ? <mark key={i}>{decodeEntities(part)}</mark> : <React.Fragment key={i}>{decodeEntities(part)}</React.Fragment>);
  });
  return <>{out}</>;
}

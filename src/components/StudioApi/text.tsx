import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ConditionClause} from '@site/src/data/ecs/types';

/**
 * Prose from a page's texts file (`<page>.texts.json`) with a small Markdown subset:
 * `inline code`, **bold** and [links](/api/studio/…/) (site paths, checked by the build like
 * every other link).
 */
export function Prose({text}: {text: string | undefined}): JSX.Element {
  if (!text) return <>—</>;
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/);
  return (
    <>
      {parts.map((part, i): ReactNode => {
        if (/^`[^`]+`$/.test(part)) return <code key={i}>{part.slice(1, -1)}</code>;
        if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={i}>{part.slice(2, -2)}</strong>;
        const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
        if (link) return <Link key={i} to={link[2]}><Prose text={link[1]} /></Link>;
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}

/** `a, b, c` as code. */
export function CodeList({items}: {items: string[] | undefined}): JSX.Element {
  if (!items?.length) return <>—</>;
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={item}>
          {i > 0 && ', '}
          <code>{item}</code>
        </Fragment>
      ))}
    </>
  );
}

function Clause({clause}: {clause: ConditionClause}): JSX.Element {
  const field = <code>{clause.field}</code>;
  if (clause.value === null) {
    return (
      <Translate id="studioApi.condition.unset" description="Condition clause: an entity field has no entity" values={{field}}>
        {'{field} is not set'}
      </Translate>
    );
  }
  const value = <code>{typeof clause.value === 'string' ? `'${clause.value}'` : String(clause.value)}</code>;
  return (
    <Translate id="studioApi.condition.is" description="Condition clause: a field has a value (German: verb at the end)" values={{field, value}}>
      {'{field} is {value}'}
    </Translate>
  );
}

const AND = () => (
  <Translate id="studioApi.condition.and" description="Joins two condition clauses">
    {' and '}
  </Translate>
);
const OR = () => (
  <Translate id="studioApi.condition.or" description="Joins two alternative conditions">
    {' or '}
  </Translate>
);

/** "when `loop` is true" / „wenn `loop` true ist“: an OR of ANDs of clauses. */
export function Condition({condition}: {condition: ConditionClause[][] | undefined}): JSX.Element {
  if (!condition?.length) return <>—</>;
  const clauses = (
    <>
      {condition.map((all, i) => (
        <Fragment key={i}>
          {i > 0 && <OR />}
          {all.map((clause, j) => (
            <Fragment key={j}>
              {j > 0 && <AND />}
              <Clause clause={clause} />
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
  return (
    <Translate id="studioApi.condition.when" description="Shown-when cell of a schema table" values={{clauses}}>
      {'when {clauses}'}
    </Translate>
  );
}

import React from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ComponentFacts, FieldText, PageTexts} from '@site/src/data/ecs/types';
import {CodeList, Condition, Prose} from './text';
import styles from './styles.module.css';

interface Props {
  /** Generated facts of one component: `import facts from '@site/src/data/ecs/components/<name>.json'`. */
  facts: ComponentFacts;
  /** The page's texts in the page's language: `import texts from './<page>.texts.json'`. */
  texts?: PageTexts;
}

/** Row anchor `<component>-<field>` (e.g. `#collider-mass`), registered for the build's anchor check. */
function rowId(component: string, field: string, brokenLinks: ReturnType<typeof useBrokenLinks>): string {
  const id = `${component}-${field}`;
  brokenLinks.collectAnchor(id);
  return id;
}

const textOf = (t: FieldText | undefined) => (typeof t === 'string' ? t : t?.text);
const valuesOf = (t: FieldText | undefined) => (typeof t === 'object' ? t.values : undefined);

/**
 * The schema table of a Studio component: field, type, default, allowed values, description and
 * when the Inspector shows the field. Types, defaults, package-listed values and conditions come
 * from `@8thwall/ecs` (src/data/ecs); descriptions and values the package does not list come
 * from the page's texts file. Columns without any entry are left out.
 */
export default function SchemaTable({facts, texts}: Props): JSX.Element {
  const brokenLinks = useBrokenLinks();
  const fieldTexts = texts?.components?.[facts.name]?.fields ?? {};
  if (!facts.fields.length) {
    return (
      <p>
        <Translate id="studioApi.schema.noFields" description="Schema table of a component without fields" values={{name: <code>{facts.exportName}</code>}}>
          {'{name} has no fields: all that matters is whether an entity has it.'}
        </Translate>
      </p>
    );
  }
  const rows = facts.fields.map((f) => ({...f, text: textOf(fieldTexts[f.name]), values: f.values ?? valuesOf(fieldTexts[f.name])}));
  const hasValues = rows.some((r) => r.values?.length);
  const hasCondition = rows.some((r) => r.condition);
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.schemaTable} data-component={facts.name}>
        <thead>
          <tr>
            <th><Translate id="studioApi.schema.field" description="Schema table column">Field</Translate></th>
            <th><Translate id="studioApi.schema.type" description="Schema table column">Type</Translate></th>
            <th><Translate id="studioApi.schema.default" description="Schema table column">Default</Translate></th>
            {hasValues && <th><Translate id="studioApi.schema.values" description="Schema table column">Allowed values</Translate></th>}
            <th><Translate id="studioApi.schema.description" description="Schema table column">Description</Translate></th>
            {hasCondition && <th><Translate id="studioApi.schema.shownWhen" description="Schema table column: Inspector shows the field only when…">Shown</Translate></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} id={rowId(facts.name, r.name, brokenLinks)}>
              <td>
                <code>{r.name}</code>
                {r.missingFrom === 'types' && (
                  <span className={styles.note}>
                    {' '}
                    <Translate id="studioApi.schema.notInTypes" description="A field that exists at runtime but not in index.d.ts">
                      (runtime only, not in the TypeScript types)
                    </Translate>
                  </span>
                )}
                {r.missingFrom === 'runtime' && (
                  <span className={styles.note}>
                    {' '}
                    <Translate id="studioApi.schema.notInRuntime" description="A field of index.d.ts that the runtime does not register">
                      (in the TypeScript types only, not registered at runtime)
                    </Translate>
                  </span>
                )}
              </td>
              <td><code>{r.type}</code></td>
              <td>{r.default !== undefined ? <code>{r.default}</code> : '—'}</td>
              {hasValues && <td><CodeList items={r.values} /></td>}
              <td><Prose text={r.text} /></td>
              {hasCondition && <td><Condition condition={r.condition} /></td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

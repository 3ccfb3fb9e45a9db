import React from 'react';
import CodeBlock from '@theme/CodeBlock';
// Highlighting is loaded only by pages with code (plugins/code-highlighting); this component renders code itself.
import '@site/plugins/code-highlighting/client/register';
import Translate from '@docusaurus/Translate';
import type {ApiGroup, ApiMember, PageTexts} from '@site/src/data/ecs/types';
import {Prose} from './text';
import styles from './styles.module.css';

interface Props {
  /** Generated group: `import transform from '@site/src/data/ecs/api/world.transform.json'`. */
  group: ApiGroup;
  /** Member name, e.g. `translateSelf`. */
  name: string;
}

/** One member of a generated API group; throws on an unknown name. */
export function apiMember(group: ApiGroup, name: string): ApiMember {
  const member = group.members.find((m) => m.name === name);
  if (!member) throw new Error(`@8thwall/ecs: ${group.key} has no member "${name}" (see src/data/ecs/api/${group.key}.json)`);
  return member;
}

/**
 * The typed signature of a function or property, as `@8thwall/ecs` declares it:
 * `<Signature group={transform} name="translateSelf" />`, or several in one block with
 * `names={['get', 'set']}`.
 */
export default function Signature({group, name, names}: {group: ApiGroup; name?: string; names?: string[]}): JSX.Element {
  const list = names ?? (name ? [name] : []);
  return <CodeBlock language="ts">{list.map((n) => apiMember(group, n).signature).join('\n')}</CodeBlock>;
}

/**
 * The parameters of a function: name, type (from the package), optional, description (from the
 * page's texts file, `functions["<group key>.<name>"].params`). Says so when there are none.
 */
export function ParamTable({group, name, texts}: Props & {texts?: PageTexts}): JSX.Element {
  const member = apiMember(group, name);
  const descriptions = texts?.functions?.[`${group.key}.${name}`]?.params ?? {};
  if (!member.params?.length) {
    return (
      <p>
        <Translate id="studioApi.params.none" description="A function without parameters">
          This function takes no parameters.
        </Translate>
      </p>
    );
  }
  return (
    <div className={styles.tableWrapper}>
      <table data-function={`${group.key}.${name}`}>
        <thead>
          <tr>
            <th><Translate id="studioApi.params.parameter" description="Parameter table column">Parameter</Translate></th>
            <th><Translate id="studioApi.schema.type" description="Schema table column">Type</Translate></th>
            <th><Translate id="studioApi.schema.description" description="Schema table column">Description</Translate></th>
          </tr>
        </thead>
        <tbody>
          {member.params.map((p) => (
            <tr key={p.name}>
              <td>
                <code>{`${p.rest ? '...' : ''}${p.name}`}</code>
                {p.optional && (
                  <span className={styles.note}>
                    {' '}
                    <Translate id="studioApi.params.optional" description="Marks an optional parameter">(optional)</Translate>
                  </span>
                )}
              </td>
              <td><code>{p.type}</code></td>
              <td><Prose text={descriptions[p.name]} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import React from 'react';
import Translate from '@docusaurus/Translate';
import type {PageTexts} from '@site/src/data/ecs/types';
import {eventFacts} from './EventConstant';
import {Prose} from './text';
import styles from './styles.module.css';

interface Props {
  /** Event id as for `<EventConstant>`. */
  name: string;
  /** The page's texts in the page's language: `import texts from './<page>.texts.json'`. */
  texts?: PageTexts;
}

/**
 * What a listener receives in `event.data`, from the event map of `@8thwall/ecs`
 * (`EcsEventTypes`): a table of the payload's properties, one value, no data, or a note that the
 * package does not type the payload. Descriptions come from the page's texts file.
 */
export default function EventPayload({name, texts}: Props): JSX.Element {
  const {payload} = eventFacts(name);
  const text = texts?.events?.[name]?.payload;
  if (payload.kind === 'untyped') {
    return (
      <p>
        <Translate id="studioApi.payload.untyped" description="The package's event map has no entry for this event" values={{data: <code>event.data</code>, type: <code>unknown</code>}}>
          {'The package does not type this payload: in TypeScript, {data} has the type {type}.'}
        </Translate>
      </p>
    );
  }
  if (payload.kind === 'none' || (payload.kind === 'object' && !payload.fields.length)) {
    return (
      <p>
        <Translate id="studioApi.payload.none" description="An event without payload data" values={{data: <code>event.data</code>, type: <code>{payload.kind === 'none' ? 'undefined' : '{}'}</code>}}>
          {'The event carries no data: {data} is {type}.'}
        </Translate>
      </p>
    );
  }
  if (payload.kind === 'value') {
    return (
      <p>
        <Translate id="studioApi.payload.value" description="The payload is a single value" values={{data: <code>event.data</code>, type: <code>{payload.type}</code>}}>
          {'{data} is a {type}.'}
        </Translate>{' '}
        {typeof text === 'string' && <Prose text={text} />}
      </p>
    );
  }
  const descriptions = typeof text === 'object' ? text : {};
  return (
    <div className={styles.tableWrapper}>
      <table data-event={name}>
        <thead>
          <tr>
            <th><Translate id="studioApi.payload.property" description="Payload table column">Property</Translate></th>
            <th><Translate id="studioApi.schema.type" description="Schema table column">Type</Translate></th>
            <th><Translate id="studioApi.schema.description" description="Schema table column">Description</Translate></th>
          </tr>
        </thead>
        <tbody>
          {payload.fields.map((f) => (
            <tr key={f.name}>
              <td><code>{f.optional ? `${f.name}?` : f.name}</code></td>
              <td><code>{f.type}</code></td>
              <td><Prose text={descriptions[f.name]} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

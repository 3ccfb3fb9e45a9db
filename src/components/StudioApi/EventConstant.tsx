import React from 'react';
import Translate from '@docusaurus/Translate';
import type {EventFacts} from '@site/src/data/ecs/types';
import events from '@site/src/data/ecs/events.json';
import styles from './styles.module.css';

/** The generated event facts (src/data/ecs/events.json) of one event id; throws on an unknown id. */
export function eventFacts(name: string): EventFacts {
  const event = (events as EventFacts[]).find((e) => e.id === name);
  if (!event) throw new Error(`@8thwall/ecs has no event "${name}" (see src/data/ecs/events.json)`);
  return event;
}

/**
 * The constant of a Studio event and its string value, from `@8thwall/ecs`:
 * `<EventConstant name="physics.COLLISION_START_EVENT" />`. `name` is the path below `ecs`
 * (`events.AUDIO_END`, `input.UI_CLICK`, `XR_FACE_FOUND`) or, for an event the package types
 * without a constant, its string value (`audio-error`).
 */
export default function EventConstant({name}: {name: string}): JSX.Element {
  const event = eventFacts(name);
  return (
    <ul className={styles.facts}>
      <li>
        <Translate id="studioApi.event.constant" description="Label before the code constant of an event">Constant</Translate>
        {': '}
        {event.access ? (
          <code>{event.access}</code>
        ) : (
          <Translate id="studioApi.event.noConstant" description="The package types the event but exports no constant for it">
            none (use the string value)
          </Translate>
        )}
      </li>
      <li>
        <Translate id="studioApi.event.value" description="Label before the string value of an event">String value</Translate>
        {': '}
        <code>{`'${event.value}'`}</code>
      </li>
    </ul>
  );
}

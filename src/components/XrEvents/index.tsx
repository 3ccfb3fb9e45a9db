import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  xrEvent,
  xrEventLabels,
  xrEventName,
  xrEventPath,
  xrEventSources,
  xrEvents,
  xrListener,
  xrListenerPath,
  xrListeners,
  type EventGroup,
  type Framework,
  type Localized,
} from '@site/src/data/xrEvents';

/**
 * The legacy A-Frame and PlayCanvas event pages, rendered from src/data/xrEvents.ts in the
 * page's language (German on /de/, English everywhere else). Headings stay in the MDX pages so
 * their IDs are explicit; these components render only the paragraphs, lists and tables.
 */

type Lang = 'en' | 'de';

function useLang(): Lang {
  return useDocusaurusContext().i18n.currentLocale === 'de' ? 'de' : 'en';
}

/** Text with `inline code` in backticks. */
function Inline({text}: {text: string}): JSX.Element {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}

const pick = (text: Localized, lang: Lang) => text[lang];

interface EventProps {
  /** Event id from src/data/xrEvents.ts, e.g. `imagefound`. */
  event: string;
  framework: Framework;
}

/** "When it fires": the paragraph, who emits the event, its engine name and its name in the other framework. */
export function XrEventFacts({event: id, framework}: EventProps): JSX.Element {
  const lang = useLang();
  const labels = xrEventLabels[lang];
  const event = xrEvent(id);
  const other: Framework = framework === 'aframe' ? 'playcanvas' : 'aframe';
  const otherName = xrEventName(event, other);
  return (
    <>
      <p>
        <Inline text={pick(event.when, lang)} />
      </p>
      <ul>
        <li>
          {labels.emittedBy[framework]}: <Inline text={pick(xrEventSources[event.group][framework], lang)} />
        </li>
        {event.engineEvent && (
          <li>
            {labels.engineEvent}: <code>{event.engineEvent}</code>
          </li>
        )}
        {otherName && (
          <li>
            {labels.otherFramework[framework]}: <code>{otherName}</code>
          </li>
        )}
      </ul>
    </>
  );
}

/** "Payload": how the listener gets the data, then a table of the fields (or the value, or "no data"). */
export function XrEventPayload({event: id, framework}: EventProps): JSX.Element {
  const lang = useLang();
  const labels = xrEventLabels[lang];
  const event = xrEvent(id);
  const {payload} = event;
  // A correction limited to one framework's earlier page is shown only on that framework's page.
  const correction = !event.correctionFor || event.correctionFor === framework ? event.correction : undefined;
  const notes = (
    <>
      {correction && (
        <p>
          <strong>{labels.earlierDocs}</strong> <Inline text={pick(correction, lang)} />
        </p>
      )}
      {event.verified === 'earlier documentation' && (
        <p>
          {/* After a correction that names fields the source confirms, the note covers the rest. */}
          <em>{correction ? labels.unverifiedRest : labels.unverified}</em>
        </p>
      )}
    </>
  );

  if (payload.kind === 'none') {
    return (
      <>
        <p>{labels.noPayload}</p>
        {notes}
      </>
    );
  }
  const access = framework === 'aframe' ? labels.aframeAccess : labels.playcanvasAccess;
  const valueAccess = framework === 'aframe' ? labels.aframeValue : labels.playcanvasValue;
  const header = (
    <thead>
      <tr>
        <th>{payload.kind === 'value' ? labels.type : labels.field}</th>
        {payload.kind === 'object' && <th>{labels.type}</th>}
        <th>{labels.description}</th>
      </tr>
    </thead>
  );
  if (payload.kind === 'value') {
    return (
      <>
        <p>
          <Inline text={valueAccess} />
        </p>
        <table>
          {header}
          <tbody>
            <tr>
              <td>
                <code>{payload.type}</code>
              </td>
              <td>
                <Inline text={pick(payload.description, lang)} />
              </td>
            </tr>
          </tbody>
        </table>
        {notes}
      </>
    );
  }
  const fields = payload.fields.filter((f) => !f.only || f.only === framework);
  return (
    <>
      <p>
        <Inline text={access} />
      </p>
      <table>
        {header}
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>
                <code>{field.type}</code>
              </td>
              <td>
                <Inline text={pick(field.description, lang)} />
                {field.only && <> {field.only === 'aframe' ? labels.onlyAframe : labels.onlyPlaycanvas}</>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {notes}
    </>
  );
}

function EventLink({id, framework}: {id: string; framework: Framework}): ReactNode {
  if (id.startsWith('listener:')) {
    const listener = xrListener(id.slice('listener:'.length));
    const name = framework === 'aframe' ? listener.aframe : listener.playcanvas;
    return (
      <Link to={xrListenerPath(listener, framework)}>
        <code>{name}</code>
      </Link>
    );
  }
  const event = xrEvent(id);
  const name = xrEventName(event, framework);
  const path = xrEventPath(event, framework);
  return path ? (
    <Link to={path}>
      <code>{name}</code>
    </Link>
  ) : (
    <code>{name}</code>
  );
}

function summaryOf(id: string, lang: Lang): string {
  return id.startsWith('listener:') ? xrListener(id.slice('listener:'.length)).summary[lang] : xrEvent(id).summary[lang];
}

/** "Related events": the related events and listeners in the same framework, then the twin in the other framework. */
export function XrRelatedEvents({event: id, framework}: EventProps): JSX.Element {
  const lang = useLang();
  const labels = xrEventLabels[lang];
  const event = xrEvent(id);
  const other: Framework = framework === 'aframe' ? 'playcanvas' : 'aframe';
  const twinName = xrEventName(event, other);
  const twinPath = xrEventPath(event, other);
  return (
    <ul>
      {event.related.map((related) => (
        <li key={related}>
          <EventLink id={related} framework={framework} />: <Inline text={summaryOf(related, lang)} />
        </li>
      ))}
      {twinName && (
        <li>
          {labels.sameEventIn[framework]}:{' '}
          {twinPath ? (
            <Link to={twinPath}>
              <code>{twinName}</code>
            </Link>
          ) : (
            <>
              <code>{twinName}</code> ({labels.noOwnPage})
            </>
          )}
        </li>
      )}
    </ul>
  );
}

/** Overview table of the events of some groups: name (linked to its page) and one-line meaning. */
export function XrEventTable({framework, groups}: {framework: Framework; groups: EventGroup[]}): JSX.Element {
  const lang = useLang();
  const labels = xrEventLabels[lang];
  const events = xrEvents.filter((e) => groups.includes(e.group) && xrEventName(e, framework));
  return (
    <table>
      <thead>
        <tr>
          <th>{labels.event}</th>
          <th>{labels.meaning}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td>
              <EventLink id={event.id} framework={framework} />
            </td>
            <td>
              <Inline text={pick(event.summary, lang)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Overview table of the events you emit to control the engine. */
export function XrListenerTable({framework}: {framework: Framework}): JSX.Element {
  const lang = useLang();
  const labels = xrEventLabels[lang];
  return (
    <table>
      <thead>
        <tr>
          <th>{labels.listener}</th>
          <th>{labels.meaning}</th>
        </tr>
      </thead>
      <tbody>
        {xrListeners.map((listener) => (
          <tr key={listener.id}>
            <td>
              <EventLink id={`listener:${listener.id}`} framework={framework} />
            </td>
            <td>
              <Inline text={pick(listener.summary, lang)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

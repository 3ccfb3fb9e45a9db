import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The note's text is page content, not interface text: it lives here, in the chunk of the legacy
 * engine pages, instead of in code.json (whose strings ship in every page's main bundle). German
 * for the German edition; ja/fr/es show these pages in English, so they get the English note.
 */
const TEXT = {
  en: {
    current: ['This page shows the same text as ', 'the current engine reference', ' in the API section: the XR8 engine stays available as the npm package '],
    platform: ['Access to the 8th Wall platform (Cloud Editor, publishing) ended on February 28, 2026; projects hosted by 8th Wall stay online until February 28, 2027. Details: ', 'Legacy FAQ'],
  },
  de: {
    current: ['Diese Seite zeigt denselben Text wie ', 'die aktuelle Engine-Referenz', ' im API-Bereich: Die XR8-Engine bleibt als npm-Paket '],
    platform: ['Der Zugang zur Plattform von 8th Wall (Cloud Editor, Veröffentlichen) endete am 28. Februar 2026; von 8th Wall gehostete Projekte bleiben bis zum 28. Februar 2027 online. Einzelheiten: ', 'Legacy-FAQ'],
  },
} as const;

/**
 * The availability note of a legacy engine page whose body is shared with its current twin under
 * /api/engine/ (api/engine/_twins.json): the legacy route says where the current page is, that the
 * engine stays on npm, and the platform dates of the Legacy FAQ. Rendered as one element with plain
 * paragraphs, so tests/build/twins.test.ts can set it aside when it compares the two routes.
 */
export default function LegacyTwinNote({api}: {api: string}): JSX.Element {
  const {i18n} = useDocusaurusContext();
  const text = i18n.currentLocale === 'de' ? TEXT.de : TEXT.en;
  return (
    <div role="note" className="alert alert--info margin-bottom--md" data-legacy-twin-note>
      <p className="margin-bottom--sm">
        {text.current[0]}
        <Link to={api}>{text.current[1]}</Link>
        {text.current[2]}
        <code>@8thwall/engine-binary</code>
        {i18n.currentLocale === 'de' ? ' verfügbar.' : '.'}
      </p>
      <p className="margin-bottom--none">
        {text.platform[0]}
        <Link to="/legacy/#the-platform-transition">{text.platform[1]}</Link>.
      </p>
    </div>
  );
}

/** Small fixed corpora and page markup for the search unit tests. */
import type {DocSearchRecord, RecordType} from '../../plugins/search/engine/types';

export interface FixtureSection {
  heading: string;
  anchor: string;
  level?: 2 | 3 | 4;
  text: string;
  code?: string[];
}

export interface FixturePage {
  url: string;
  title: string;
  lvl0?: string;
  tag?: string;
  language?: string;
  intro?: string;
  /** Front matter keywords and description, as records.ts puts them on the lvl1 record. */
  about?: string;
  sections?: FixtureSection[];
}

/** DocSearch records of a page, as records.ts would produce them. */
export function pageRecords(page: FixturePage): DocSearchRecord[] {
  const base = {
    url_without_anchor: page.url,
    language: page.language ?? 'de',
    docusaurus_tag: page.tag ?? 'docs-default-current',
  };
  const lvl0 = page.lvl0 ?? 'Dokumentation';
  const records: DocSearchRecord[] = [
    {
      ...base,
      objectID: page.url,
      url: page.url,
      anchor: null,
      type: 'lvl1',
      hierarchy: {lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: page.intro ?? null,
      ...(page.about ? {about: page.about} : {}),
    },
  ];
  const stack: (string | null)[] = [lvl0, page.title, null, null, null, null, null];
  for (const section of page.sections ?? []) {
    const level = section.level ?? 2;
    stack[level] = section.heading;
    for (let l = level + 1; l <= 6; l++) stack[l] = null;
    const url = `${page.url}#${section.anchor}`;
    records.push({
      ...base,
      objectID: url,
      url,
      anchor: section.anchor,
      type: `lvl${level}` as RecordType,
      hierarchy: {
        lvl0,
        lvl1: page.title,
        lvl2: level >= 2 ? (stack[2] ?? null) : null,
        lvl3: level >= 3 ? (stack[3] ?? null) : null,
        lvl4: level >= 4 ? (stack[4] ?? null) : null,
        lvl5: null,
        lvl6: null,
      },
      content: section.text || null,
      ...(section.code ? {code: section.code} : {}),
    });
  }
  return records;
}

/** A German mini site: billing, image targets, API references, English terms, a legacy-free mix of tags. */
export const corpus: FixturePage[] = [
  {
    url: '/docs/de/account/settings/manage-billing/',
    title: 'Rechnungsangaben verwalten',
    lvl0: 'Kontoeinstellungen',
    tag: 'docs-account-current',
    intro: '8th Wall verwaltet Zahlungsmethoden und Rechnungsangaben über das Stripe-Abrechnungsportal.',
    sections: [
      {heading: 'Zahlungsmethoden verwalten', anchor: 'manage-payment-methods', text: 'Im Portal fügen Sie eine neue Zahlungsmethode hinzu oder entfernen eine Zahlungsmethode.'},
      {heading: 'Fehlerbehebung', anchor: 'troubleshooting', text: 'Ein Kauf verlangt eine Rechnungsadresse.'},
    ],
  },
  {
    url: '/docs/de/account/settings/manage-invoices/',
    title: 'Rechnungen verwalten',
    lvl0: 'Kontoeinstellungen',
    tag: 'docs-account-current',
    intro: 'Alle Rechnungen Ihres Arbeitsbereichs stehen im Portal bereit. Bezahlt wird mit der Standard-Zahlungsmethode.',
    sections: [{heading: 'Rechnung ansehen und herunterladen', anchor: 'view-and-download', text: 'Öffnen Sie die Rechnung und laden Sie sie als PDF herunter.'}],
  },
  {
    url: '/docs/de/account/',
    title: 'Konto erstellen',
    lvl0: 'Konto',
    tag: 'docs-account-current',
    intro: 'Mit Ihrem Konto erschließen Sie sich alles Weitere.',
    sections: [{heading: 'Registrieren', anchor: 'sign-up', text: 'Rufen Sie 8thwall.com auf und erstellen Sie ein Konto.'}],
  },
  {
    url: '/docs/de/account/settings/',
    title: 'Kontoeinstellungen',
    lvl0: 'Kontoeinstellungen',
    tag: 'docs-account-current',
    intro: 'Jeder Arbeitsbereich hat eine Kontoseite für Credits und Abonnements.',
  },
  {
    url: '/docs/de/studio/guides/xr/image-targets/',
    title: 'Image Targets',
    lvl0: 'Anleitungen',
    tag: 'docs-studio-current',
    intro: 'Die Bildzielerkennung verfolgt flache Bilder in der Kamera. Image Targets sind Bilder, die Ihre Szene verankern.',
    sections: [
      {heading: 'Bildziele hochladen', anchor: 'upload', text: 'Laden Sie ein Bild als Ziel hoch.'},
      {heading: 'Tracking-Ereignisse', anchor: 'events', level: 3, text: 'Die Engine meldet gefundene und verlorene Ziele.', code: ['reality.imagefound', 'world.events.addListener']},
    ],
  },
  {
    url: '/docs/de/studio/essentials/overview/',
    title: 'Grundlagen im Überblick',
    lvl0: 'Grundlagen',
    tag: 'docs-studio-current',
    intro: 'World, Spaces, Entitäten und Komponenten im Überblick. Behaviors and Components are registered with ecs.registerComponent.',
  },
  {
    url: '/docs/de/studio/guides/ui/',
    title: 'Benutzeroberfläche (UI)',
    lvl0: 'Anleitungen',
    tag: 'docs-studio-current',
    intro: 'Bauen Sie Menüs und Anzeigen für Ihre Szene.',
  },
  {
    url: '/docs/de/api/engine/xr8/addcamerapipelinemodule/',
    title: 'XR8.addCameraPipelineModule()',
    lvl0: 'XR8',
    tag: 'docs-api-current',
    intro: 'Fügt ein Kamera-Pipeline-Modul hinzu, das auf Ereignisse der Kamera reagiert.',
  },
  {
    url: '/docs/de/api/engine/xr8/addcamerapipelinemodules/',
    title: 'XR8.addCameraPipelineModules()',
    lvl0: 'XR8',
    tag: 'docs-api-current',
    intro: 'Fügt mehrere Module auf einmal hinzu.',
  },
  {
    url: '/docs/de/api/engine/camerapipelinemodule/onprocessgpu/',
    title: 'onProcessGpu()',
    lvl0: 'CameraPipelineModule',
    tag: 'docs-api-current',
    intro: 'Wird aufgerufen, um die GPU-Verarbeitung zu starten.',
  },
  {
    url: '/docs/de/api/studio/ecs/gltf-model/',
    title: 'GltfModel',
    lvl0: 'ecs',
    tag: 'docs-api-current',
    intro: 'Die Komponente gltf-model lädt ein 3D-Modell im glTF-Format.',
  },
  {
    url: '/docs/de/api/studio/ecs/',
    title: 'ecs',
    lvl0: 'Studio-API',
    tag: 'docs-api-current',
    intro: 'Die Bibliothek ecs stellt Funktionen wie ecs.registerComponent() und ecs.defineQuery() bereit. Jede Methode ist beschrieben.',
  },
  {
    url: '/docs/de/quickstart/development/simulator/',
    title: 'Simulator',
    lvl0: 'Entwicklung',
    tag: 'docs-quickstart-current',
    intro: 'Der Simulator spielt Ihre Szene ab. Ist Live Sync aktiviert, erscheinen Änderungen sofort.',
    sections: [{heading: 'Gerätegröße und Ausrichtung wählen', anchor: 'device', text: 'Wählen Sie eine Gerätegröße aus der Liste.'}],
  },
  {
    url: '/docs/de/',
    title: '8th Wall Dokumentation',
    tag: 'docs-default-current',
    intro: 'Mit 8th Wall erstellen Sie Erlebnisse, die im Webbrowser laufen.',
  },
];

export const corpusRecords = (): DocSearchRecord[] => corpus.flatMap(pageRecords);

/** A rendered Docusaurus doc page (the markup the build writes, minified like @swc/html does). */
export function docHtml({
  tag = 'docs-account-current',
  language = 'de',
  title = 'Rechnungsangaben verwalten',
  body,
  robots,
  head = '',
}: {tag?: string | null; language?: string; title?: string; body: string; robots?: string; head?: string}): string {
  const meta = [
    `<meta data-rh=true name=docsearch:language content=${language}>`,
    '<meta data-rh=true name=docsearch:version content=current>',
    tag === null ? '' : `<meta data-rh=true name=docsearch:docusaurus_tag content=${tag}>`,
    robots ? `<meta data-rh=true name=robots content="${robots}">` : '',
    head,
  ].join('');
  return `<!doctype html><html lang=de-DE dir=ltr><head><meta charset=UTF-8><title data-rh=true>${title} | 8th Wall</title>${meta}<script>var x = "<article>";</script></head><body class=navigation-with-keyboard><div id=__docusaurus><nav aria-label=Hauptnavigation class="navbar navbar--fixed-top"><div class=navbar__items><a class="navbar__item navbar__link" href=/docs/de/quickstart/>Schnellstart</a><a aria-current=page class="navbar__item navbar__link navbar__link--active" href=/docs/de/account/>Konto</a></div></nav><div class="main-wrapper"><aside class="theme-doc-sidebar-container"><nav class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list"><li class="theme-doc-sidebar-item-category menu__list-item"><div class=menu__list-item-collapsible><a class="menu__link menu__link--sublist menu__link--active" href=/docs/de/account/settings/>Kontoeinstellungen</a><button aria-label="Kategorie einklappen" type=button class="clean-btn menu__caret"></button></div><ul class=menu__list><li class="menu__list-item"><a class="menu__link menu__link--active" aria-current=page href=/docs/de/account/settings/manage-billing/>Abrechnung verwalten</a></ul></ul></nav></aside><main><div class=row><div class="col docItemCol"><div class=docItemContainer>${body}</div></div></div></main></div></div></body></html>`;
}

/** The article of a typical page: breadcrumbs, title, notice, sections, code, cards. */
export const articleHtml = `<article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_VJqw" aria-label=Brotkrümelnavigation><ul class=breadcrumbs><li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/de/account/settings/><span itemprop=name>Kontoeinstellungen</span></a><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link itemprop=name>Abrechnung verwalten</span></ul></nav><div class="tocCollapsible_YY1u theme-doc-toc-mobile tocMobile_dXqf"><button type=button class="clean-btn tocCollapsibleButton_qGAc">Auf dieser Seite</button></div><div class="theme-doc-markdown markdown"><header><h1>Rechnungsangaben verwalten</h1></header><div data-page-notice=in-progress><div class="theme-admonition alert alert--info"><div class=admonitionHeading_JVJT>Diese Seite entsteht gerade</div><div class=admonitionContent_fvzD>Der vollständige Inhalt folgt in Kürze.</div></div></div><p>8th Wall verwaltet <strong>Zahlungsmethoden</strong> &amp; Rechnungsangaben über das Stripe-Abrechnungsportal&nbsp;(Stripe&#x20;Billing Portal).</p>
<h2 class="anchor anchorWithHideOnScrollNavbar_lodB" id=manage-payment-methods>Zahlungsmethoden verwalten<a href=#manage-payment-methods class=hash-link aria-label="Direkter Link zu „Zahlungsmethoden verwalten“" title="Direkter Link">\u200b</a></h2>
<ul><li>eine neue Zahlungsmethode hinzufügen;<li>eine Zahlungsmethode entfernen;</ul>
<div class="theme-admonition theme-admonition-info alert alert--info"><div class=admonitionHeading_JVJT><span class=admonitionIcon_D1VP><svg viewBox="0 0 14 16"><path d="M7 2.3"/></svg></span>Info</div><div class=admonitionContent_fvzD><p>Geänderte Angaben gelten für künftige Rechnungen.</div></div>
<h3 class=anchor id=api-usage>API nutzen<a href=#api-usage class=hash-link>\u200b</a></h3>
<p>Rufen Sie <code>XR8.addCameraPipelineModule()</code> auf.</p>
<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_biex><pre tabindex=0 class="prism-code language-ts codeBlock_bY9V"><code class=codeBlockLines_e6Vv><span class=token-line><span class="token keyword">const</span> module <span class="token operator">=</span> <span class="token constant">XR8</span><span class="token punctuation">.</span><span class="token function">CanvasScreenshot</span><span class="token punctuation">.</span><span class="token function">pipelineModule</span><span class="token punctuation">()</span><br></span><span class=token-line>ecs<span class="token punctuation">.</span><span class="token function">registerComponent</span><span class="token punctuation">(</span><span class="token string">'gltf-model'</span><span class="token punctuation">)</span><br></span></code></pre><div class=buttonGroup__atx><button type=button aria-label="Code kopieren" class=clean-btn>Kopieren</button></div></div></div>
<table><thead><tr><th>Rolle<th>Rechte</thead><tbody><tr><td>OWNER<td>Alles</tbody></table>
<h2 id=next-steps>Nächste Schritte <a href=#next-steps class=hash-link>\u200b</a></h2><p>Weiter &lt;geht&gt; es mit <a href=/docs/de/account/settings/manage-invoices/>Rechnungen</a>.</p>
<section class=row><article class="col col--6"><a class="card padding--lg cardContainer_edKx" href=/docs/de/account/teams/><h2 class="text--truncate cardTitle_oj37" title=Teams>📄️ Teams</h2></a></article></section></div><footer class="theme-doc-footer"><a href=/edit>Seite bearbeiten</a></footer></article><nav class="pagination-nav"><a href=/x>Weiter</a></nav>`;

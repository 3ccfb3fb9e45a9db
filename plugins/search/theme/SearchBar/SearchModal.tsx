/**
 * The DocSearch modal with the site's search client. Loaded on the first open only (see
 * index.tsx): this chunk carries DocSearch, the local engine and the modal styles.
 *
 * Accessibility repairs of DocSearch 3.9's markup (see repairAria): the modal is a labelled
 * dialog; the combobox role and state sit on the input instead of on the overlay (which DocSearch
 * marks up as a button around the whole dialog); each result list gets the id the input's
 * `aria-controls` names (DocSearch gives every list the same id); results are options without a
 * link inside (a link in an option is a control nested in a control) and navigate on click.
 */
import React, {useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchHit, type DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {translate} from '@docusaurus/Translate';
import '@docsearch/css/dist/modal.css';
import {modalSearchClient} from '../../client/site';
import {searchPageUrl, sitePath} from '../../client/query';
import type {SearchSettings} from '../../settings';
import {modalTranslations} from './translations';
import styles from './styles.module.css';

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

/** Brings DocSearch's markup in line with the ARIA combobox and dialog patterns. Idempotent. */
export function repairAria(root: Element): void {
  const overlay = root.querySelector('.DocSearch-Container');
  if (overlay?.getAttribute('role') === 'button') {
    for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls', 'aria-owns']) overlay.removeAttribute(name);
  }
  const dialog = root.querySelector('.DocSearch-Modal');
  if (dialog && dialog.getAttribute('role') !== 'dialog') {
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'docsearch-label');
  }
  // Each list gets the id the input refers to: docsearch-hits<n>-list for the items docsearch-hits<n>-item-*.
  for (const list of Array.from(root.querySelectorAll('ul[role="listbox"]'))) {
    const source = /^(docsearch-[a-zA-Z]+\d*)-item-/.exec(list.querySelector('[role="option"]')?.id ?? '')?.[1];
    if (source && list.id !== `${source}-list`) list.id = `${source}-list`;
  }
  const input = root.querySelector('.DocSearch-Input');
  if (input) {
    const controls = (input.getAttribute('aria-controls') ?? '').split(/\s+/).filter((id) => id && root.ownerDocument.getElementById(id));
    const value = controls.join(' ');
    if (!value) input.removeAttribute('aria-controls');
    else if (input.getAttribute('aria-controls') !== value) input.setAttribute('aria-controls', value);
    if (input.getAttribute('role') !== 'combobox') {
      input.setAttribute('role', 'combobox');
      input.setAttribute('aria-haspopup', 'listbox');
    }
    const expanded = String(controls.length > 0);
    if (input.getAttribute('aria-expanded') !== expanded) input.setAttribute('aria-expanded', expanded);
    const active = input.getAttribute('aria-activedescendant');
    if (active && !root.ownerDocument.getElementById(active)) input.removeAttribute('aria-activedescendant');
  }
}

/** A result's content as an option's text; a click opens the page (with a modifier, in a new tab). */
function HitContent({url, children, navigate}: {url: string; children: React.ReactNode; navigate: (url: string) => void}): JSX.Element {
  const open = (event: React.MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    if (event.button === 0) navigate(url);
  };
  return (
    <a className={styles.hit} data-url={url} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}


export default function SearchModal({initialQuery, onClose}: SearchModalProps): JSX.Element {
  const {siteConfig, i18n} = useDocusaurusContext();
  const history = useHistory();
  const settings = usePluginData('search') as SearchSettings;
  const [failed, setFailed] = useState(false);
  const client = useMemo(() => modalSearchClient(settings, siteConfig.baseUrl, setFailed), [settings, siteConfig.baseUrl]);
  const local = settings.mode === 'local';
  const texts = useMemo(() => modalTranslations(), []);
  // A stable component type: DocSearch re-renders often, and a new type would remount the link.
  const ResultsFooter = useMemo(
    () =>
      function SeeAllResults({state}: {state: {query: string; context: Record<string, unknown>}}) {
        return (
          <Link to={searchPageUrl(siteConfig.baseUrl, state.query)} onClick={onClose} data-search-see-all>
            {translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}, {count: state.context.nbHits as number})}
          </Link>
        );
      },
    [siteConfig.baseUrl, onClose],
  );

  // ARIA repairs after every change of DocSearch's markup.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    repairAria(root);
    const observer = new MutationObserver(() => repairAria(root));
    observer.observe(root, {subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'aria-activedescendant', 'id', 'role']});
    return () => observer.disconnect();
  }, []);

  // The error screen goes where DocSearch shows its screens.
  const [screenHost, setScreenHost] = useState<Element | null>(null);
  useEffect(() => {
    setScreenHost(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);

  return (
    <div ref={rootRef} className={[local && styles.local, failed && styles.failed].filter(Boolean).join(' ') || undefined} data-search-mode={settings.mode}>
      {failed &&
        screenHost &&
        createPortal(
          <div className="DocSearch-ErrorScreen" role="alert" data-search-error>
            <p className="DocSearch-Title">{texts.errorScreen?.titleText}</p>
            <p className="DocSearch-Help">{texts.errorScreen?.helpText}</p>
          </div>,
          screenHost,
        )}
      <DocSearchModal
        appId={settings.algolia?.appId ?? 'local'}
        apiKey={settings.algolia?.apiKey ?? 'local'}
        indexName={settings.algolia?.indexName ?? 'local'}
        initialQuery={initialQuery}
        onClose={onClose}
        initialScrollY={window.scrollY}
        placeholder={translate({id: 'theme.SearchModal.placeholder', message: 'Search docs'})}
        translations={texts}
        searchParameters={{
          facetFilters: [`language:${i18n.currentLocale}`, settings.tags.map((tag) => `docusaurus_tag:${tag}`)],
        }}
        transformSearchClient={(original: DocSearchTransformClient) => client ?? original}
        transformItems={(items: DocSearchHit[]) => items.map((item) => ({...item, url: sitePath(item.url)}))}
        hitComponent={({hit, children}) => (
          <HitContent url={hit.url} navigate={(url) => history.push(url)}>
            {children}
          </HitContent>
        )}
        navigator={{
          navigate({itemUrl}) {
            history.push(itemUrl);
          },
        }}
        resultsFooterComponent={ResultsFooter}
        getMissingResultsUrl={({query}) =>
          `https://github.com/8thwall/8thwall/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`
        }
        insights={false}
      />
    </div>
  );
}

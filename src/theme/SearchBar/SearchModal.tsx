/**
 * The DocSearch modal with the site's search client. Loaded on the first open only (see
 * index.tsx): this chunk carries DocSearch, the local engine and the modal styles.
 */
import React, {useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchHit, type DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import '@docsearch/css/dist/modal.css';
import {modalSearchClient, searchPageUrl, type SiteSearchSettings} from '../../lib/search';
import {sitePath} from '../../lib/searchQuery';
import {modalTranslations} from './translations';
import styles from './styles.module.css';

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}


export default function SearchModal({initialQuery, onClose}: SearchModalProps): JSX.Element {
  const {siteConfig, i18n} = useDocusaurusContext();
  const history = useHistory();
  const settings = siteConfig.customFields?.search as SiteSearchSettings;
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

  // The error screen goes where DocSearch shows its screens.
  const [screenHost, setScreenHost] = useState<Element | null>(null);
  useEffect(() => {
    setScreenHost(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);

  return (
    <div className={[local && styles.local, failed && styles.failed].filter(Boolean).join(' ') || undefined} data-search-mode={settings.mode}>
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
        hitComponent={({hit, children}) => <Link to={hit.url}>{children}</Link>}
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

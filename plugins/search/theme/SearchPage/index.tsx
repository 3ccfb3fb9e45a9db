/**
 * The search page (/search/?q=…): the same engine as the modal (local index or Algolia), 20
 * results per page with "load more", German texts from code.json. The `q` parameter is capped at
 * 64 characters; results are rendered as text (only the engine's <mark> tags become markup).
 *
 * The page shows its final layout at once: the heading does not depend on the query, search tips
 * are there before any result, the results section keeps at least a screen's height (nothing
 * below it moves when results arrive), and with `?q=` in the URL a script in the head starts
 * fetching the local index right after the first paint.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {usePluralForm} from '@docusaurus/theme-common';
import {capQuery, MAX_QUERY_LENGTH} from '../../engine/text';
import {INDEX_FILE} from '../../engine/types';
import {searchClientFor} from '../../client/site';
import {readQuery, sitePath} from '../../client/query';
import type {SearchSettings} from '../../settings';
import HighlightedText from './HighlightedText';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;

interface Hit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

interface ResultPage {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

type Status = 'idle' | 'loading' | 'done' | 'error';


function useSearch(settings: SearchSettings, baseUrl: string, locale: string) {
  const [hits, setHits] = useState<Hit[]>([]);
  const [result, setResult] = useState<ResultPage | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef(0);

  const run = useCallback(
    async (query: string, page: number) => {
      const ticket = ++latest.current;
      if (!query.trim()) {
        setHits([]);
        setResult(null);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      try {
        const client = searchClientFor(settings, baseUrl);
        const response = (await client.search({
          requests: [
            {
              indexName: settings.algolia?.indexName ?? 'local',
              query,
              page,
              hitsPerPage: HITS_PER_PAGE,
              facetFilters: [`language:${locale}`, settings.tags.map((tag) => `docusaurus_tag:${tag}`)],
              attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
              attributesToSnippet: ['content:20'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        } as never)) as unknown as {results: ResultPage[]};
        if (ticket !== latest.current) return;
        const pageResult = response.results[0];
        setResult(pageResult);
        setHits((previous) => (page === 0 ? pageResult.hits : [...previous, ...pageResult.hits]));
        setStatus('done');
      } catch {
        if (ticket === latest.current) setStatus('error');
      }
    },
    [settings, baseUrl, locale],
  );
  return {hits, result, status, run};
}

function HitItem({hit}: {hit: Hit}): JSX.Element {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].filter((l) => hit.hierarchy[l]);
  const titleLevel = levels.at(-1) ?? 'lvl1';
  const crumbs = levels.slice(0, -1);
  const highlighted = (level: string) => hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? '';
  return (
    <article className={styles.hit} data-search-hit>
      <Heading as="h3" className={styles.hitTitle}>
        <Link to={sitePath(hit.url)}>
          <HighlightedText value={highlighted(titleLevel)} />
        </Link>
      </Heading>
      {crumbs.length > 0 && (
        <p className={styles.crumbs}>
          {crumbs.map((level, i) => (
            <span key={level}>
              {i > 0 && ' › '}
              <HighlightedText value={highlighted(level)} />
            </span>
          ))}
        </p>
      )}
      {hit._snippetResult?.content?.value && (
        <p className={styles.snippet}>
          <HighlightedText value={hit._snippetResult.content.value} />
        </p>
      )}
    </article>
  );
}

/**
 * Inline script for the head: with a query in the URL, start fetching the local index right after
 * the first paint (with the page's scripts; the client's later fetch of the same URL reuses the
 * response), so the text of the page is not kept waiting for ~200 KB of index.
 */
function indexPreloadScript(indexUrl: string): string {
  const preload = `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=${JSON.stringify(indexUrl)};document.head.appendChild(l)`;
  return `(function(){try{if(!new URLSearchParams(location.search).get('q'))return;var go=function(){${preload}};if(typeof requestAnimationFrame==='function')requestAnimationFrame(function(){setTimeout(go,0)});else go()}catch(e){}})()`;
}

export default function SearchPage(): JSX.Element {
  const {siteConfig, i18n} = useDocusaurusContext();
  const settings = usePluginData('search') as SearchSettings;
  const location = useLocation();
  const history = useHistory();
  // Empty on the server and in the first render (no hydration mismatch); the effect reads ?q=.
  const [query, setQuery] = useState('');
  const {hits, result, status, run} = useSearch(settings, siteConfig.baseUrl, i18n.currentLocale);
  const {selectMessage} = usePluralForm();

  // The URL is the state: typing replaces ?q=, and a new ?q= (back/forward, links) runs a search.
  useEffect(() => {
    const fromUrl = readQuery(location.search);
    setQuery(fromUrl);
    void run(fromUrl, 0);
  }, [location.search, run]);

  const onChange = (value: string) => {
    const capped = capQuery(value);
    setQuery(capped);
    const params = new URLSearchParams(location.search);
    if (capped) params.set('q', capped);
    else params.delete('q');
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  };

  const heading = translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
  const resultsHeading = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'search.page.resultsHeading', message: 'Search results', description: 'Heading of the results section of the search page before a query is entered'});

  return (
    <Layout
      title={query ? resultsHeading : heading}
      description={translate({
        id: 'search.page.description',
        message: 'Search the 8th Wall documentation: Studio, the engine and Studio APIs, accounts and the quickstart.',
        description: 'Meta description of the search page',
      })}>
      {settings.mode === 'local' && (
        <Head>
          <script>{indexPreloadScript(`${siteConfig.baseUrl}${INDEX_FILE}`)}</script>
        </Head>
      )}
      <main className="container margin-vert--lg" data-search-page>
        <Heading as="h1">{heading}</Heading>
        <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.form}>
          <input
            type="search"
            name="q"
            value={query}
            onChange={(e) => onChange(e.target.value)}
            maxLength={MAX_QUERY_LENGTH}
            className={styles.input}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className={`button button--primary ${styles.submit}`}>
            <Translate id="search.page.submit" description="Submit button of the search form on the search page">
              Search
            </Translate>
          </button>
        </form>
        <p className={styles.tips}>
          <Translate
            id="search.page.tips"
            description="Search tips under the search form (what the local search engine folds and splits)">
            Tips: upper and lower case make no difference, and you may write umlauts as a, o and u. The search also finds parts of compound words and parts of API names, for example XrController in XR8.XrController.
          </Translate>
        </p>

        <section className={styles.results} aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className={styles.resultsHeading}>
            {resultsHeading}
          </h2>
          <div aria-live="polite" className={styles.status}>
            {status === 'error' && (
              <div className="alert alert--danger" role="alert" data-search-error>
                <p>
                  <strong>
                    <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
                  </strong>
                </p>
                <p>
                  <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
                </p>
                <button type="button" className="button button--secondary" onClick={() => void run(query, 0)}>
                  <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
                </button>
              </div>
            )}
            {status === 'done' && result && result.nbHits > 0 && (
              <p data-search-count>
                {selectMessage(
                  result.nbHits,
                  translate(
                    {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
                    {count: result.nbHits},
                  ),
                )}
              </p>
            )}
            {status === 'done' && result?.nbHits === 0 && (
              <p data-search-empty>
                <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
              </p>
            )}
          </div>

          <div className={styles.hits}>
            {hits.map((hit) => (
              <HitItem key={hit.objectID} hit={hit} />
            ))}
          </div>

          {result && result.page + 1 < result.nbPages && (
            <button
              type="button"
              className="button button--primary"
              disabled={status === 'loading'}
              onClick={() => void run(query, result.page + 1)}
              data-search-more>
              {status === 'loading' ? (
                <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
              ) : (
                <Translate id="search.page.loadMore">Load more results</Translate>
              )}
            </button>
          )}
        </section>
      </main>
    </Layout>
  );
}

import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {MAX_QUERY_LENGTH, readQuery} from '@site/src/lib/searchQuery';

/** The search page (/search/?q=…). */
export default function SearchPage(): JSX.Element {
  const {search} = useLocation();
  const query = readQuery(search);
  return (
    <Layout title={translate({id: 'theme.SearchPage.documentsFound.plurals', message: 'Search'})}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="theme.SearchBar.label">Search</Translate>
        </Heading>
        <form method="get" role="search">
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            className="navbar__search-input"
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
          />
        </form>
      </main>
    </Layout>
  );
}

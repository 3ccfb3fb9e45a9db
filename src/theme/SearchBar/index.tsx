/**
 * Search button in the navbar. Placeholder until the local search (issue 4) lands: it leads to the
 * search page, keeping what the reader typed.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';

export default function SearchBar(): JSX.Element {
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  return (
    <Link to="/search/" className="button button--secondary button--sm" aria-label={label} data-search-button>
      {label}
    </Link>
  );
}

import {translate} from '@docusaurus/Translate';
import type {DocSearchModal} from '@docsearch/react';

type Translations = NonNullable<React.ComponentProps<typeof DocSearchModal>['translations']>;

/** DocSearch modal texts from the site's translations (i18n/<locale>/code.json, ids theme.SearchModal.*). */
export function modalTranslations(): Translations {
  const t = (id: string, message: string) => translate({id: `theme.SearchModal.${id}`, message});
  return {
    searchBox: {
      resetButtonTitle: t('searchBox.resetButtonTitle', 'Clear the query'),
      resetButtonAriaLabel: t('searchBox.resetButtonAriaLabel', 'Clear the query'),
      cancelButtonText: t('searchBox.cancelButtonText', 'Cancel'),
      cancelButtonAriaLabel: t('searchBox.cancelButtonAriaLabel', 'Cancel'),
      searchInputLabel: t('searchBox.searchInputLabel', 'Search'),
    },
    startScreen: {
      recentSearchesTitle: t('startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t('startScreen.noRecentSearchesText', 'No recent searches'),
      saveRecentSearchButtonTitle: t('startScreen.saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: t('startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'),
      favoriteSearchesTitle: t('startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: t('startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
    },
    errorScreen: {
      titleText: t('errorScreen.titleText', 'Unable to fetch results'),
      helpText: t('errorScreen.helpText', 'You might want to check your network connection.'),
    },
    footer: {
      selectText: t('footer.selectText', 'to select'),
      selectKeyAriaLabel: t('footer.selectKeyAriaLabel', 'Enter key'),
      navigateText: t('footer.navigateText', 'to navigate'),
      navigateUpKeyAriaLabel: t('footer.navigateUpKeyAriaLabel', 'Arrow up'),
      navigateDownKeyAriaLabel: t('footer.navigateDownKeyAriaLabel', 'Arrow down'),
      closeText: t('footer.closeText', 'to close'),
      closeKeyAriaLabel: t('footer.closeKeyAriaLabel', 'Escape key'),
      searchByText: t('footer.searchByText', 'Search by'),
    },
    noResultsScreen: {
      noResultsText: t('noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: t('noResultsScreen.suggestedQueryText', 'Try searching for'),
      reportMissingResultsText: t('noResultsScreen.reportMissingResultsText', 'Believe this query should return results?'),
      reportMissingResultsLinkText: t('noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
    },
  };
}

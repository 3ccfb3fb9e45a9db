/**
 * Wraps @theme-original/NavbarItem/LocaleDropdownNavbarItem (see src/theme/README.md).
 * The locale links carry the page's #anchor, but the server-rendered HTML cannot know it and React
 * 18 keeps server attributes on hydration, so a page opened with #anchor offered links without it.
 * Remounting once in the browser renders the links with the current anchor.
 */
import React from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'server'} {...props} />;
}

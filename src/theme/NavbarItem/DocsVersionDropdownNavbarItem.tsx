/**
 * Wraps @theme-original/NavbarItem/DocsVersionDropdownNavbarItem (see src/theme/README.md).
 * The site has six docs instances; the dropdown follows the one the reader is in (default docs
 * elsewhere), so it always lists that section's versions.
 */
import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useAllDocsData} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): JSX.Element {
  const activePlugin = useActivePlugin({failfast: false});
  const pluginIds = Object.keys(useAllDocsData());
  // Outside the docs (home of a React page, not-found page): the main docs, or the only docs set.
  const outsideDocs = pluginIds.includes('default') ? 'default' : pluginIds[0];
  return <DocsVersionDropdownNavbarItem {...props} docsPluginId={props.docsPluginId ?? activePlugin?.pluginId ?? outsideDocs} />;
}

/**
 * Wraps @theme-original/NavbarItem/DocsVersionDropdownNavbarItem (see src/theme/README.md).
 * The site has six docs instances; the dropdown follows the one the reader is in (default docs
 * elsewhere), so it always lists that section's versions.
 *
 * A section with one version gets the item the original renders for a single version (a link to
 * the same doc, else the section's main doc), found through a path index: the original looks the
 * current doc up by matching the path against every doc of the section (up to ~300 path patterns
 * compiled while the page hydrates, a long task on a phone).
 */
import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props as DefaultNavbarItemProps} from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData, useVersions, type GlobalPluginData, type GlobalVersion, type GlobalDoc} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/** Path key as the original matches it: case-insensitive, trailing slash optional. */
const pathKey = (path: string) => path.replace(/\/+$/, '').toLowerCase();

const indexes = new WeakMap<GlobalVersion, Map<string, GlobalDoc>>();

/** The doc of a version at a path, through an index built once per version. */
export function docAtPath(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  let index = indexes.get(version);
  if (!index) {
    index = new Map();
    for (const doc of version.docs) if (!index.has(pathKey(doc.path))) index.set(pathKey(doc.path), doc);
    indexes.set(version, index);
  }
  return index.get(pathKey(pathname));
}

function SingleVersionItem(props: Props & {docsPluginId: string}): JSX.Element {
  const {docsPluginId, dropdownActiveClassDisabled, mobile, dropdownItemsBefore, dropdownItemsAfter, ...rest} = props;
  void dropdownItemsBefore;
  void dropdownItemsAfter;
  const [version] = useVersions(docsPluginId) as [GlobalVersion];
  const {pathname, search, hash} = useLocation();
  const target = docAtPath(version, pathname) ?? version.docs.find((doc) => doc.id === version.mainDocId);
  return (
    <DefaultNavbarItem
      {...(rest as DefaultNavbarItemProps)}
      mobile={mobile}
      label={version.label}
      to={`${target?.path ?? ''}${search}${hash}`}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

/**
 * The docs plugin whose base path holds the page (the longest matching one), like the docs
 * plugin's `useActivePlugin` but without its `localeCompare` sort: the first `localeCompare` of a
 * page sets up the browser's collation, a long task on a phone while the page hydrates.
 */
export function activePluginId(data: Record<string, GlobalPluginData>, pathname: string): string | undefined {
  const matches = Object.entries(data).filter(([, plugin]) => {
    const base = plugin.path.replace(/\/$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  });
  matches.sort(([, a], [, b]) => b.path.length - a.path.length);
  return matches[0]?.[0];
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): JSX.Element {
  const allDocsData = useAllDocsData();
  const {pathname} = useLocation();
  const pluginIds = Object.keys(allDocsData);
  // Outside the docs (home of a React page, not-found page): the main docs, or the only docs set.
  const outsideDocs = pluginIds.includes('default') ? 'default' : pluginIds[0];
  const docsPluginId = props.docsPluginId ?? activePluginId(allDocsData, pathname) ?? outsideDocs;
  const versions = useVersions(docsPluginId);
  const extraItems = (props.dropdownItemsBefore?.length ?? 0) + (props.dropdownItemsAfter?.length ?? 0);
  if (versions.length === 1 && extraItems === 0) return <SingleVersionItem {...props} docsPluginId={docsPluginId} />;
  return <DocsVersionDropdownNavbarItem {...props} docsPluginId={docsPluginId} />;
}

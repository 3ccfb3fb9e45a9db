/**
 * `@theme/DocCard` of the doc-descriptions plugin (see ../../README.md): the theme's card, given
 * the doc's description from the registered descriptions, found by the link's `href` (the doc's
 * permalink). The version data lists no docs and its sidebar items carry no `docId`, so the theme's
 * own lookup by doc id never runs.
 */
import React from 'react';
import DocCard from '@theme-init/DocCard';
import type {Props} from '@theme/DocCard';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {descriptionOf} from '../../client/registry';

export default function DocCardWithDescription({item}: Props): JSX.Element {
  const {pluginId, version} = useDocsVersion();
  if (item.type === 'link') {
    const description = item.description ?? descriptionOf(pluginId, version, item.href);
    return <DocCard item={{...item, docId: undefined, description}} />;
  }
  return <DocCard item={item} />;
}

/**
 * `@theme/DocCard` of the doc-descriptions plugin (see ../../README.md): the theme's card, given
 * the doc's description from the registered descriptions. The version data no longer lists the
 * docs, so the card is rendered without `docId` (the theme would look the doc up by it only for
 * the description).
 */
import React from 'react';
import DocCard from '@theme-init/DocCard';
import type {Props} from '@theme/DocCard';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {descriptionOf} from '../../client/registry';

export default function DocCardWithDescription({item}: Props): JSX.Element {
  const {pluginId, version} = useDocsVersion();
  if (item.type === 'link' && item.docId) {
    const description = item.description ?? descriptionOf(pluginId, version, item.docId);
    return <DocCard item={{...item, docId: undefined, description}} />;
  }
  return <DocCard item={item} />;
}

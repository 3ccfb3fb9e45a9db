/**
 * Wraps @theme-original/NotFound/Content (see src/theme/README.md).
 * Unknown paths inside a docs section (the main docs own the whole locale root) render this
 * content without the not-found page's title; the tab must still read "Seite nicht gefunden".
 * It also gives the page its meta description (every page has one, plugins/seo).
 */
import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): JSX.Element {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.'})}
      />
      <Content {...props} />
    </>
  );
}

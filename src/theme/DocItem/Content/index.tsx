/**
 * Wraps @theme-original/DocItem/Content (see src/theme/README.md).
 * Adds page notices under the title: "being written" for pages whose front matter carries
 * `content_status: in-progress`, and "not translated yet" for pages that fall back to English.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import PageNotice from '@site/src/components/PageNotice';
import {isFallbackSource, isInProgress} from '@site/src/lib/pageStatus';

type Props = WrapperProps<typeof ContentType>;

function Notices(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {i18n} = useDocusaurusContext();
  const fallback = isFallbackSource(metadata.source, i18n.currentLocale, i18n.defaultLocale);
  return (
    <>
      {fallback && (
        <PageNotice
          kind="untranslated"
          title={<Translate id="page.untranslated.title">Not translated yet</Translate>}>
          <Translate id="page.untranslated.body">
            This page is not available in your language yet, so it is shown in English.
          </Translate>
        </PageNotice>
      )}
      {isInProgress(frontMatter) && (
        <PageNotice
          kind="in-progress"
          title={<Translate id="page.inProgress.title">This page is being written</Translate>}>
          <Translate id="page.inProgress.body">
            Its full content is on the way. The title and its place in the navigation are final, so
            links to this page will keep working.
          </Translate>
        </PageNotice>
      )}
    </>
  );
}

export default function ContentWrapper({children, ...props}: Props): JSX.Element {
  return (
    <Content {...props}>
      <Notices />
      {children}
    </Content>
  );
}

/**
 * Wraps @theme-original/DocItem/Content (see src/theme/README.md).
 * Adds page notices under the title: "being written" for pages whose front matter carries
 * `content_status: in-progress`, "not translated yet" for pages that fall back to English, and
 * "translation out of date" (with a link to the English original) for translations whose
 * English source changed (plugins/translation-status).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import PageNotice from '../../../components/PageNotice';
import {usePluginData} from '@docusaurus/useGlobalData';
import {englishOriginalUrl, isFallbackSource, isInProgress} from '../../../lib/pageStatus';

type Props = WrapperProps<typeof ContentType>;

function Notices(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {i18n, siteConfig} = useDocusaurusContext();
  const fallback = isFallbackSource(metadata.source, i18n.currentLocale, i18n.defaultLocale);
  const status = usePluginData('translation-status') as {stale?: string[]} | undefined;
  const stale = !fallback && (status?.stale ?? []).includes(metadata.source);
  return (
    <>
      {stale && (
        <PageNotice
          kind="stale"
          title={<Translate id="page.stale.title">Translation out of date</Translate>}>
          <Translate
            id="page.stale.body"
            values={{
              original: (
                <a href={englishOriginalUrl(metadata.permalink, siteConfig.baseUrl, i18n.currentLocale, siteConfig.trailingSlash !== false)} hrefLang="en" lang="en">
                  <Translate id="page.stale.link">English original</Translate>
                </a>
              ),
            }}>
            {'The English page has changed since this translation was made. The {original} has the current text.'}
          </Translate>
        </PageNotice>
      )}
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

/**
 * Wraps @theme-original/DocItem/Content (see src/theme/README.md).
 * Adds page notices under the title: "being written" for pages whose front matter carries
 * `content_status: in-progress`, "not translated yet" for pages that fall back to English, and
 * "translation out of date" (with a link to the English original) for translations whose
 * English source changed (plugins/translation-status), and on the pages about the hosted platform
 * (Studio, quickstart, account, Studio API) that it ended on 28 Feb 2026 and the page tells how it worked.
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
import {describesEndedPlatform, englishOriginalUrl, isFallbackSource, isInProgress} from '../../../lib/pageStatus';

type Props = WrapperProps<typeof ContentType>;

function Notices(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {i18n, siteConfig} = useDocusaurusContext();
  const fallback = isFallbackSource(metadata.source, i18n.currentLocale, i18n.defaultLocale);
  const status = usePluginData('translation-status') as {stale?: string[]} | undefined;
  const stale = !fallback && (status?.stale ?? []).includes(metadata.source);
  const ended = describesEndedPlatform(metadata.permalink, siteConfig.baseUrl);
  return (
    <>
      {ended && (
        <PageNotice
          kind="platform-ended"
          title={<Translate id="page.platformEnded.title">The 8th Wall platform has ended</Translate>}>
          <Translate
            id="page.platformEnded.body"
            values={{
              details: (
                <a href={`${siteConfig.baseUrl}legacy/#the-platform-transition`}>
                  <Translate id="page.platformEnded.link">Dates and details</Translate>
                </a>
              ),
            }}>
            {'Platform access ended on February 28, 2026: since then nobody can sign in or create, edit, publish or export projects on the platform. This page describes how it worked until then. Projects hosted by 8th Wall stay online until February 28, 2027. {details}'}
          </Translate>
        </PageNotice>
      )}
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

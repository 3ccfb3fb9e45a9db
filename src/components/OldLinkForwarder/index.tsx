import React, {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {resolveOldFragment} from '@site/src/lib/oldLinks';

export interface OldLinkForwarderProps {
  /** Fragment (without #) → page that now holds the topic. */
  fragments: Readonly<Record<string, string>>;
  /** Where a link without a known fragment goes. */
  fallback: string;
}

/**
 * Old single-page links (`/web/#topic`, `/guides/modules/#topic`) forward to the page that now holds
 * the topic, in the reader's locale. Without JavaScript the page explains itself and links onward.
 */
export default function OldLinkForwarder({fragments, fallback}: OldLinkForwarderProps): JSX.Element {
  const {hash} = useLocation();
  const history = useHistory();
  const target = resolveOldFragment(hash, fragments, fallback);
  const targetUrl = useBaseUrl(target);
  useEffect(() => {
    history.replace(targetUrl);
  }, [history, targetUrl]);
  return (
    <Layout
      title={translate({id: 'oldLink.title', message: 'This page has moved'})}
      description={translate({
        id: 'oldLink.body',
        message: 'The topic you are looking for now has a page of its own. You are being forwarded.',
      })}>
      {/* A forwarding page: kept out of search engines (and out of the sitemap, config/seo.ts). */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl" data-old-link-forwarder>
        <Heading as="h1">
          <Translate id="oldLink.title">This page has moved</Translate>
        </Heading>
        <p>
          <Translate id="oldLink.body">
            The topic you are looking for now has a page of its own. You are being forwarded.
          </Translate>
        </p>
        <p>
          <Link to={target}>
            <Translate id="oldLink.link">Go to the new page</Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}

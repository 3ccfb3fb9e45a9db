/**
 * Wraps @theme-original/ErrorPageContent (see src/theme/README.md).
 * A page that crashes inside the layout shows the translated crash text ("Diese Seite ist
 * abgestürzt." with "Erneut versuchen"); the tab reads "Page Error", as on a crash outside it.
 */
import React from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): JSX.Element {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}

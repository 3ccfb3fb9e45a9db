import React from 'react';
import OldLinkForwarder from '@site/src/components/OldLinkForwarder';
import {webFallback, webFragments} from '@site/src/data/oldLinkFragments';

/** Old links of the form /web/#topic (the former single-page engine documentation). */
export default function WebOldLinks(): JSX.Element {
  return <OldLinkForwarder fragments={webFragments} fallback={webFallback} />;
}

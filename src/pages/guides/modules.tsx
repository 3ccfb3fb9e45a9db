import React from 'react';
import OldLinkForwarder from '@site/src/components/OldLinkForwarder';
import {moduleFallback, moduleFragments} from '@site/src/data/oldLinkFragments';

/** Old links of the form /guides/modules/#topic (the former single-page modules guide). */
export default function ModulesOldLinks(): JSX.Element {
  return <OldLinkForwarder fragments={moduleFragments} fallback={moduleFallback} />;
}

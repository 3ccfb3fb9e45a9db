import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';

export interface PageNoticeProps {
  /** Machine-readable kind, exposed as data-page-notice for tests and scripts. */
  kind: 'in-progress' | 'untranslated' | 'stale' | 'platform-ended';
  title: ReactNode;
  children: ReactNode;
}

/** A notice at the top of a docs page, in the reader's language. */
export default function PageNotice({kind, title, children}: PageNoticeProps): JSX.Element {
  return (
    <div data-page-notice={kind}>
      <Admonition type={kind === 'untranslated' ? 'note' : kind === 'platform-ended' ? 'warning' : 'info'} title={title}>
        {children}
      </Admonition>
    </div>
  );
}

/**
 * `@theme/CodeBlock` of the code-highlighting plugin (see ../../README.md): renders theme-classic's
 * code block once a page registered it (client/register.ts, imported by every page with a code
 * block), so the highlighter is no part of the doc page chunk. Without a registration — a code
 * block the remark plugin did not see — the code is shown as plain preformatted text.
 */
import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {getCodeBlock} from '../../client/registry';

export default function CodeBlock(props: Props): JSX.Element {
  const Registered = getCodeBlock();
  if (Registered) return <Registered {...props} />;
  const {children, className} = props;
  return (
    <div className={clsx('theme-code-block', className)}>
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

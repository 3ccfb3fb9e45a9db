/**
 * Replaces @docusaurus/core's `renderToHtml` in the server build (see index.ts): React's
 * `renderToString` builds the page as one string, without the stream buffers that split UTF-8
 * characters. Static pages wait for all content anyway; the site renders no Suspense boundary on
 * the server (lazy parts such as diagrams and the search modal load in the browser).
 */
import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return renderToString(app);
}

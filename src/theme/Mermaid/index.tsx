/**
 * Lazy Mermaid diagram (wraps @theme-original/Mermaid; see src/theme/README.md).
 *
 * Docusaurus 3.6.3 imports Mermaid (~165 KB gzip) statically with every doc page. This wrapper
 * renders a placeholder of about the diagram's size on the server and on the first client render,
 * and loads the original component with Mermaid in its own chunk only when the diagram comes near
 * the viewport, in idle time: pages without a diagram load no diagram code, and pages with one show
 * their text first and do not block input while the diagram loads.
 */
import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentProps} from 'react';
import type MermaidType from '@theme/Mermaid';
import styles from './styles.module.css';

type Props = ComponentProps<typeof MermaidType>;

const Original = lazy(() => import('@theme-original/Mermaid'));

/** How far below (or above) the viewport a diagram starts loading. */
const LOAD_MARGIN = '300px 0px';

/** Runs a callback when the browser is idle (or soon, where requestIdleCallback is missing). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: 2000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/** Left-to-right flowcharts are wide and low; other diagrams (top-down, sequence, state) are taller. */
const isWide = (value: string) => /^\s*(flowchart|graph)\s+(LR|RL)\b/.test(value);

export default function Mermaid(props: Props): JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      cancelIdle = whenIdle(() => setLoad(true));
    };
    if (typeof IntersectionObserver !== 'function') {
      start();
      return () => cancelIdle?.();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, []);

  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div ref={ref} className={`${styles.diagram} ${isWide(props.value) ? styles.wide : styles.tall}`} data-diagram>
      {load ? (
        <Suspense fallback={placeholder}>
          <Original {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

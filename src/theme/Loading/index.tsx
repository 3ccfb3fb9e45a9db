/**
 * Replaces the core fallback @theme/Loading (see src/theme/README.md), whose texts are hard-coded
 * English. Shown while a page's code loads: nothing at first, a spinner after a delay, and on a
 * failed load the error with a button that tries again, all in the reader's language.
 */
import React, {type ComponentProps} from 'react';
import Translate from '@docusaurus/Translate';
import type LoadingType from '@theme/Loading';
import styles from './styles.module.css';

type Props = ComponentProps<typeof LoadingType>;

export default function Loading({error, retry, pastDelay}: Props): JSX.Element | null {
  if (error) {
    return (
      <div className={styles.error} role="alert" data-loading-error>
        <p>
          <Translate id="theme.Loading.error">This part of the page could not be loaded.</Translate>
        </p>
        <p className={styles.detail}>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          <Translate id="theme.Loading.retry">Retry</Translate>
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.container} data-loading-spinner>
      <svg className={styles.spinner} viewBox="0 0 44 44" role="img" aria-label="…">
        <g fill="none" strokeWidth="2" stroke="currentColor" transform="translate(1 1)">
          <circle cx="21" cy="21" r="6" strokeOpacity="0">
            <animate attributeName="r" begin="1.5s" dur="3s" values="6;21" repeatCount="indefinite" />
            <animate attributeName="stroke-opacity" begin="1.5s" dur="3s" values="1;0" repeatCount="indefinite" />
          </circle>
          <circle cx="21" cy="21" r="6" strokeOpacity="0">
            <animate attributeName="r" begin="3s" dur="3s" values="6;21" repeatCount="indefinite" />
            <animate attributeName="stroke-opacity" begin="3s" dur="3s" values="1;0" repeatCount="indefinite" />
          </circle>
          <circle cx="21" cy="21" r="7">
            <animate attributeName="r" begin="0s" dur="1.5s" values="6;2;6" repeatCount="indefinite" />
          </circle>
        </g>
      </svg>
    </div>
  );
}

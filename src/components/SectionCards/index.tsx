import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface SectionCard {
  /** Site path inside the locale, e.g. "/studio/". */
  to: string;
  title: string;
  description: string;
}

/** A grid of links to the documentation's sections (used on the home page). */
export default function SectionCards({items}: {items: SectionCard[]}): JSX.Element {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to}>
          <Link className={styles.card} to={item.to}>
            <Heading as="h3" className={styles.title}>
              {item.title}
            </Heading>
            <p className={styles.description}>{item.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

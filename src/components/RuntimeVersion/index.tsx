import React from 'react';
import Translate from '@docusaurus/Translate';
import ecsPackage from '@8thwall/ecs/package.json';
import styles from './styles.module.css';

/**
 * One line under a page's introduction: the Studio runtime version the page describes. The
 * version is read from the installed `@8thwall/ecs` package, so it cannot drift from the package
 * the code examples are type-checked against.
 */
export default function RuntimeVersion(): JSX.Element {
  return (
    <p className={styles.runtime} data-runtime-version={ecsPackage.version}>
      <Translate id="page.runtimeVersion" values={{version: <code>@8thwall/ecs {ecsPackage.version}</code>}}>
        {'Describes the Studio runtime {version}.'}
      </Translate>
    </p>
  );
}

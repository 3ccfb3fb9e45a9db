/**
 * Extends @theme-original/MDXComponents (see src/theme/README.md): Markdown tables become
 * keyboard-reachable when they scroll sideways (Infima lets a wide table scroll inside the page).
 */
import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/** A table that takes keyboard focus while its content is wider than its box (so it can be scrolled). */
export function ScrollableTable(props: ComponentProps<'table'>): JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const check = () => setScrollable(table.scrollWidth > table.clientWidth + 1);
    check();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} tabIndex={scrollable ? 0 : props.tabIndex} />;
}

export default {...MDXComponents, table: ScrollableTable};

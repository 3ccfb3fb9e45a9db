/**
 * Stands in for @docusaurus/ComponentCreator in the generated route table (`.docusaurus/routes.js`,
 * rewritten by loader.cjs): the route's component is created on first use, not when main.js starts.
 *
 * Why: the route table calls ComponentCreator once per route (~530 per locale) while the entry
 * script runs, and each call builds a react-loadable component (a class, its loader map and the
 * chunk lookups) — a good part of the long start-up task on a phone, for routes the visitor never
 * opens. Here each route gets a small function component; the real one is made on its first render
 * or `preload()` (which Docusaurus calls for the current route before hydrating and for a link on
 * hover), and then reused.
 */
import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default function LazyComponentCreator(path, hash) {
  let component;
  const get = () => (component ??= ComponentCreator(path, hash));
  function RouteComponent(props) {
    return React.createElement(get(), props);
  }
  RouteComponent.preload = () => get().preload();
  return RouteComponent;
}

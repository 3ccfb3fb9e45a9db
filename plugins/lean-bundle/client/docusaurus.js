/**
 * Replaces @docusaurus/core/lib/client/docusaurus.js (3.6.3) in the production client build: the
 * `window.docusaurus` object whose `prefetch` every <Link> calls when it scrolls into view, and
 * whose `preload` it calls on hover or touch. `loader.cjs` returns this file's text for that
 * module, so the imports below resolve from @docusaurus/core/lib/client/, like the original's.
 *
 * Why: the stock `prefetch` runs inside the IntersectionObserver task of every link on the screen
 * at once. For each link it scans the route-to-chunk table of all 512 routes three times (one
 * regular expression per entry) and appends one <link rel="prefetch"> per chunk, the same chunk
 * again for every link of the same docs section (a phone's first screen of a guide: ~90 links,
 * 424 link elements, ~200 ms of main-thread work during start-up). Here:
 * - the table is indexed by route path once, on first use;
 * - a chunk file is prefetched once per page load, however many links need it;
 * - the work runs in idle time, a few links per idle period, never in the task that found them.
 * Same conditions as the original: nothing on a 2G or data-saver connection, nothing for a route
 * already preloaded or prefetched. `preload` is the original.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from './prefetch';
import preloadHelper from './preload';
import flat from './flat';

const fetched = new Set();
const loaded = new Set();
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

/** Route path → the chunk names of its route entries (route names end in "-<hash>"). */
let chunkNamesByPath;
function chunkNamesOf(routePath) {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [nameWithHash, chunks] of Object.entries(routesChunkNames)) {
      const key = nameWithHash.replace(/-[^-]+$/, '');
      const names = chunkNamesByPath.get(key) ?? [];
      names.push(...Object.values(flat(chunks)));
      chunkNamesByPath.set(key, names);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

const prefetchedFiles = new Set();
/** Routes waiting for idle time. */
const queue = [];

const whenIdle = (callback) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, {timeout: 3000}) : setTimeout(callback, 200);

/** Prefetches the chunk files of a route that no earlier route has prefetched. */
function prefetchRoute(routePath) {
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(match.route.path)) {
      // "__webpack_require__.gca" (Docusaurus's ChunkAssetPlugin): chunk name → file URL. A chunk
      // merged into another has no file of its own ("undefined" in the URL).
      const file = __webpack_require__.gca(chunkName);
      if (file && !file.includes('undefined') && !prefetchedFiles.has(file)) {
        prefetchedFiles.add(file);
        prefetchHelper(file);
      }
    }
  }
}

/** One route per idle callback (also when it fired on its timeout), more while idle time lasts. */
function drain(deadline) {
  do prefetchRoute(queue.shift());
  while (queue.length && deadline?.timeRemaining() > 4);
  if (queue.length) whenIdle(drain);
}

/** Queues the route; returns false when it is not prefetched (slow connection, done before). */
const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  if (queue.push(routePath) === 1) whenIdle(drain);
  return true;
};

const preload = (routePath) => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

// Mounted on window by clientEntry, as in the original.
export default Object.freeze({prefetch, preload});

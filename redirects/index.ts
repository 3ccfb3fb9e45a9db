import {redirectGroups} from './groups';
import type {Redirect} from './types';

export {redirectGroups};
export type {Move, Redirect, RedirectGroup} from './types';

/** Every explicit redirect, flattened. */
export const explicitRedirects: readonly Redirect[] = redirectGroups.flatMap((group) =>
  group.moves.map(([from, to]) => ({from, to})),
);

/**
 * The Studio API used to live under /studio/api/: every /api/studio/... page is also reachable
 * from the same path under /studio/api/.
 */
export function studioApiAliases(existingPath: string): string[] | undefined {
  const prefix = '/api/studio/';
  return existingPath.startsWith(prefix) ? [`/studio/api/${existingPath.slice(prefix.length)}`] : undefined;
}

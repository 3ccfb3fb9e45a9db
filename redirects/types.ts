/** [old path, new path (optionally with #anchor)], both relative to the locale's base URL, with trailing slash. */
export type Move = readonly [from: string, to: string];

export interface RedirectGroup {
  /** Why these pages moved. */
  reason: string;
  moves: readonly Move[];
}

export interface Redirect {
  from: string;
  to: string;
}

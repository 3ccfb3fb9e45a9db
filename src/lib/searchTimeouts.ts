/** The spec's search client timeouts (ms): connect, read, write. Also the local index's read timeout. */
export const SEARCH_TIMEOUTS = {connect: 1000, read: 2000, write: 30000} as const;

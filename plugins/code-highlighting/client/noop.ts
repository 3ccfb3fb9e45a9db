/**
 * Replaces theme-classic's client module `prism-include-languages`, which put Prism and the
 * additional languages into the main bundle of every page; client/register.ts does that job on
 * pages with code only.
 */
export {};

// Types of pglite-bundle.mjs (plain JavaScript, for the embedded database's thread).

/** Whether a file of PGlite's bundle is one a running server never reads. */
export function leftOut(name: string): boolean;

/** The bundle's table of files, or null when PGlite's scripts list none that covers `size` bytes. */
export function bundleTable(dist: string, size: number): Array<{ name: string; start: number; end: number }> | null;

/** The bundle with only the files a running server reads made resident, and the files left out. */
export function residentBundle(dist?: string): { fsBundle: { arrayBuffer(): Promise<ArrayBuffer> }; leftOut: string[] } | null;

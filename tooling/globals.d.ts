/** Defined at build time by tooling/webpack/federatedConfig.cjs. */
declare const __API_BASE__: string;
declare const __CHUNK_LOAD_TIMEOUT_MS__: number;

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

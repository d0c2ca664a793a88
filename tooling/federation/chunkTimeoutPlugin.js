/* global __CHUNK_LOAD_TIMEOUT_MS__ */
// The federation runtime loads a remote's entry script with its own 20 s limit; the spec
// gives chunks 120 s (slow family connections), so remote entries get the same.
// The value is defined at build time from shared-contracts (a runtime plugin runs before
// any shared module can be consumed, so it cannot import one).
export default function chunkTimeoutPlugin() {
  return {
    name: 'familynet-chunk-timeout',
    createScript() {
      return { timeout: __CHUNK_LOAD_TIMEOUT_MS__ };
    },
  };
}

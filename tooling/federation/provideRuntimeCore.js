// One federation runtime on the page. A production remote's entry is built with
// experiments.externalRuntime: it bundles no runtime core of its own and takes the page's from
// globalThis._FEDERATION_RUNTIME_CORE. This runtime plugin, in the shell (and in a remote's
// standalone page, which is a shell too), puts it there before any remote entry can load.
//
// The plugin's own provideExternalRuntime does the same with `import * as`, which keeps every
// export of the runtime core and its SDK in main.js (+24 KB gzip, more than one remote saves).
// Named imports keep only what the containers use: the names a remote entry takes from the
// runtime core (externalRuntimeGuard.cjs fails a remote's build that needs one not listed here).
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';

const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideRuntimeCorePlugin() {
  return {
    name: 'familynet-provide-runtime-core',
    beforeInit(args) {
      // The first provider wins (the composed `npm run dev`: the shell, then each remote's
      // development build, which provides too for its standalone page).
      if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = Object.freeze(runtimeCore);
      return args;
    },
  };
}

// The one antd every container shares (a federation singleton provided by the shell), cut
// down to what the packages use: sharing the whole of antd would send every visitor all of it.
// shell/src/federation/sharedFacades.test.ts fails when a package imports a name not here,
// or when a name here is imported by nobody.

// antd's theme, from its own shared modules (see antdCore.cjs).
export { default as ConfigProvider } from 'antd/es/config-provider';
// antd's `theme` object (algorithms); named by its folder as the facade test names every core module.
export { default as Theme } from 'antd/es/theme';

// The one component nearly every antd part shows (each dialog, form and the settings). The
// first screens draw the plain controls of 'shared-contracts/ui' instead.
// Every other component is imported by path and shared one by one (antdOnDemand.cjs), so a
// part downloads only the components it renders.
export { Button } from 'antd/es/index.js';

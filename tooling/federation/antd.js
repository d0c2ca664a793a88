// The one antd every container shares (a federation singleton provided by the shell), cut
// down to what the packages use: sharing the whole of antd would send every visitor all of it.
// shell/src/federation/sharedFacades.test.ts fails when a package imports a name not here,
// or when a name here is imported by nobody.

// antd's theme, from its own shared modules (see antdCore.cjs).
export { default as ConfigProvider } from 'antd/es/config-provider';
// antd's `theme` object (algorithms); named by its folder as the facade test names every core module.
export { default as Theme } from 'antd/es/theme';

// Everything else arrives with the dashboard.
// Form, Modal, Switch and Typography are not here: they are imported by path (antdOnDemand.cjs).
export { Alert, Avatar, Button, Dropdown, Flex, Input, Space, Spin, Tag, Tooltip } from 'antd/es/index.js';

// The one antd every container shares (a federation singleton provided by the shell), cut
// down to what the packages use: sharing the whole of antd would send every visitor all of it.
// shell/src/federation/sharedFacades.test.ts fails when a package imports a name not here,
// or when a name here is imported by nobody.

// The first visit's components, from their own shared modules (see antdCore.cjs).
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
export { default as Input } from 'antd/es/input';
export { default as Spin } from 'antd/es/spin';
// antd's `theme` object (algorithms); named by its folder as the facade test names every core module.
export { default as Theme } from 'antd/es/theme';

// Everything else arrives with the dashboard.
export { Avatar, Dropdown, Form, Modal, Space, Switch, Tag, Tooltip, Typography } from 'antd/es/index.js';

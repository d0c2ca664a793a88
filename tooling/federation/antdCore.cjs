// The antd modules shared one by one ('antd/es/<name>') and imported by path: antd's theme
// (ConfigProvider and `theme`, which holds the algorithms: the dark one for a dark theme), which
// AntdTheme ('shared-contracts/antd-theme') puts around every antd screen. The antd facade
// re-exports them from the same shared modules, so the site still has exactly one antd.
// The sign-in page uses no antd at all (mf-auth/src/form/controls.tsx): a first visit
// downloads none of these.
module.exports = ['config-provider', 'theme'];

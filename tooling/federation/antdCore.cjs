// The antd modules shared one by one ('antd/es/<name>') and imported by path: antd's theme
// (ConfigProvider and `theme`, which holds the algorithms: the dark one for a dark theme), which
// AntdTheme ('shared-contracts/antd-theme') puts around every antd screen. The antd facade
// re-exports them from the same shared modules, so the site still has exactly one antd.
// The first screens use no antd at all (the plain controls of shared-contracts/ui): the sign-in
// page downloads none of these, and a dashboard screen only with the first antd part opened.
module.exports = ['config-provider', 'theme'];

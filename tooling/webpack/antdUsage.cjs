// Sharing antd as one singleton turns off webpack's tree-shaking of it. Every container
// therefore provides antd cut down to the union of what any package imports; a unit test
// (shell/src/federation/sharedAntd.test.ts) fails when a package imports something not listed.
const usedAntdExports = [
  'Alert',
  'App',
  'Avatar',
  'Button',
  'ConfigProvider',
  'Dropdown',
  'Flex',
  'Form',
  'Input',
  'Modal',
  'Space',
  'Spin',
  'Tooltip',
  'Typography',
];

const usedIconExports = [
  'ArrowLeftOutlined',
  'CalendarOutlined',
  'CheckCircleOutlined',
  'CopyOutlined',
  'DownloadOutlined',
  'EnvironmentOutlined',
  'LogoutOutlined',
  'QrcodeOutlined',
  'ReloadOutlined',
  'SettingOutlined',
  'TeamOutlined',
  'UserOutlined',
  'WarningOutlined',
];

module.exports = { usedAntdExports, usedIconExports };

// The shared @ant-design/icons singleton, cut down to the icons the packages use
// (checked by shell/src/federation/sharedAntd.test.ts).
export {
  ArrowLeftOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CopyOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  LogoutOutlined,
  QrcodeOutlined,
  ReloadOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons/es';

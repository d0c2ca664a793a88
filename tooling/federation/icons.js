// The shared @ant-design/icons singleton, cut down to the icons the packages use
// (checked by shell/src/federation/sharedFacades.test.ts).
export {
  ArrowLeftOutlined,
  CalendarOutlined,
  CameraOutlined,
  CheckCircleOutlined,
  CopyOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  LogoutOutlined,
  MailOutlined,
  PhoneOutlined,
  QrcodeOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons/es';

// The shared @ant-design/icons singleton, cut down to the icons the packages use
// (checked by shell/src/federation/sharedFacades.test.ts).
export {
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
  SearchOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons/es';

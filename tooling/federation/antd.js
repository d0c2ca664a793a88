// The one antd every container shares (a federation singleton), cut down to what the
// packages use: sharing the whole of antd would send every visitor all of it.
// shell/src/federation/sharedFacades.test.ts fails when a package imports a name not here,
// or when a name here is imported by nobody.
export {
  Alert,
  App,
  Avatar,
  Button,
  ConfigProvider,
  Dropdown,
  Flex,
  Form,
  Input,
  Modal,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd/es/index.js';

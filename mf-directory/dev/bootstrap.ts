import { startStandalone } from 'shell/standalone';

startStandalone({
  'mf_directory/DirectoryPage': () => import('../src/DirectoryPage'),
  'mf_directory/ProfileDialog': () => import('../src/ProfileDialog'),
});

import { useState } from 'react';
import { Button } from 'antd';
import { Navigate } from 'react-router-dom';
import { renderStandalone } from 'shared-contracts/standalone';
import DirectoryPage from '../src/DirectoryPage';
import ProfileDialog from '../src/ProfileDialog';

/** Both exposed modules on one page, framed roughly as the shell frames them, for QA. */
function StandaloneDirectory() {
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'var(--fn-spacing-container-padding)' }}>
      <Button onClick={() => setProfileOpen(true)} style={{ marginBottom: 16 }}>
        My profile (the shell&apos;s Profile menu item)
      </Button>
      <DirectoryPage />
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </main>
  );
}

renderStandalone([
  { path: '/dashboard/directory', element: <StandaloneDirectory /> },
  { path: '*', element: <Navigate to="/dashboard/directory" replace /> },
]);

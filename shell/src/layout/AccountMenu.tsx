import { lazy, Suspense, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { UserOutlined } from '@ant-design/icons';
import { userDisplayName, userInitial } from 'shared-contracts';
import { currentUserAtom } from 'shared-contracts/runtime';
import { Button, RoundPicture } from 'shared-contracts/ui';
import { useFetchedAheadWithoutWorker } from '../pwa/fetchedAheadWithoutWorker';
import { FallbackOnFailure } from './FallbackOnFailure';
import { useText } from './messages';

// The menu (antd's Dropdown and Menu, about 21 KiB) is fetched when the member first reaches for
// the button, not with every dashboard screen: most visits never open it. The shell's worker
// precaches it, and a browser without workers fetches it ahead, so it opens offline too.
const loadDropdown = () => import('./AccountDropdown');
const newLazyDropdown = () => lazy(loadDropdown);

/** The member's picture, else their initial, on the primary colour (the button's face). */
function AccountFace() {
  const user = useAtomValue(currentUserAtom);
  const name = user ? userDisplayName(user) : '';
  return (
    <RoundPicture size={32} src={user?.photoURL} alt="" decorative
      style={{ background: 'var(--fn-color-primary)', color: 'var(--fn-color-on-primary)', fontSize: 16 }}>
      {user && name ? userInitial(user) : <UserOutlined />}
    </RoundPicture>
  );
}

/** The account menu in the top bar: Profile (dialog), Settings, Logout. */
export function AccountMenu({ onOpenProfile }: { onOpenProfile: () => void }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  // null until the member first opens the menu; a fresh lazy after a failed fetch, so the next
  // click tries again (React keeps a lazy component's failure for good).
  const [AccountDropdown, setAccountDropdown] = useState<ReturnType<typeof newLazyDropdown> | null>(null);
  // The button is drawn anew while the menu's code arrives and again inside the menu (or bare,
  // if the code could not be fetched); a member on the keyboard keeps the focus on it.
  const refocus = useRef(false);
  useFetchedAheadWithoutWorker(loadDropdown);

  const warm = () => void loadDropdown().catch(() => undefined);
  // inMenu: the button the loaded menu opens from (else the bare one, or the one shown while the
  // menu's code arrives, which hold the focus meanwhile).
  const button = (inMenu: boolean) => (
    <Button
      variant="text"
      shape="circle"
      aria-label={t('account.menu')}
      aria-haspopup="menu"
      aria-expanded={open}
      style={{ padding: 0 }}
      onPointerEnter={AccountDropdown ? undefined : warm}
      onFocus={AccountDropdown ? undefined : warm}
      onClick={
        AccountDropdown
          ? undefined
          : (event) => {
              refocus.current = document.activeElement === event.currentTarget;
              setAccountDropdown(() => newLazyDropdown());
              setOpen(true);
            }
      }
      ref={(element) => {
        if (!element || !refocus.current) return;
        // Only a focus the redraw dropped (left on the page's body) is given back: a member who
        // moved on while the menu's code arrived stays where they went.
        const active = document.activeElement;
        if (active && active !== document.body && active !== element) {
          refocus.current = false;
          return;
        }
        element.focus();
        // Kept while the menu's code arrives; done once the button stands in the menu, or bare
        // again after the code could not be fetched.
        if (inMenu || !AccountDropdown) refocus.current = false;
      }}
    >
      <AccountFace />
    </Button>
  );
  if (!AccountDropdown) return button(false);
  return (
    <FallbackOnFailure fallback={button(false)} onFailure={() => { setOpen(false); setAccountDropdown(null); }}>
      <Suspense fallback={button(false)}>
        <AccountDropdown open={open} onOpenChange={setOpen} onOpenProfile={onOpenProfile}>
          {button(true)}
        </AccountDropdown>
      </Suspense>
    </FallbackOnFailure>
  );
}

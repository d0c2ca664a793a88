import { Link, useLocation } from 'react-router-dom';
import { UserOutlined } from '@ant-design/icons';
import { BOTTOM_NAV_ENTRIES, type AreaNavEntry, type NavAreaKey } from 'shared-contracts';
import { AREA_ICONS } from './areaIcons';
import { isCurrent } from './navigation';
import { useSharedText } from 'shared-contracts/runtime';
import { useText } from './messages';

/** Where the Profile tab sits among the areas' tabs (spec: Family, Map, Calendar, Profile, Settings). */
const PROFILE_TAB_POSITION = 3;

/** The tabs at the foot of every dashboard screen: the areas' (shared-contracts areas.ts) and Profile, which opens a dialog, not a page. */
export function BottomNav({ onOpenProfile }: { onOpenProfile: () => void }) {
  const t = useText();
  const shared = useSharedText();
  const { pathname } = useLocation();
  const tab = (entry: AreaNavEntry) => (
    <Link key={entry.path} to={entry.path} className="fn-bottomnav-tab" aria-current={isCurrent(pathname, entry.path) ? 'page' : undefined}>
      {AREA_ICONS[entry.area as NavAreaKey]({ 'aria-hidden': true })}
      <span>{shared(entry.label)}</span>
    </Link>
  );
  return (
    <nav className="fn-bottomnav" aria-label={t('bottomNav.main')}>
      <div className="fn-bottomnav-inner">
        {BOTTOM_NAV_ENTRIES.slice(0, PROFILE_TAB_POSITION).map(tab)}
        <button type="button" className="fn-bottomnav-tab" onClick={onOpenProfile}>
          <UserOutlined aria-hidden />
          <span>{t('bottomNav.profile')}</span>
        </button>
        {BOTTOM_NAV_ENTRIES.slice(PROFILE_TAB_POSITION).map(tab)}
      </div>
    </nav>
  );
}

import { TeamOutlined } from '@ant-design/icons';
import type { User } from 'shared-contracts';
import { useText } from '../profile/messages';
import { AskedSection } from './AskedSection';
import { lazyPartNamed } from './lazyNamed';
import { useMemberWords } from './memberWords';

// The same part as one's own family (my-account/FamilySection), fetched only once opened.
const familySection = lazyPartNamed(() => import('../my-account/FamilySection'), 'FamilySection');

/**
 * A member's family in their profile, for admins and managers (who may change anyone's links):
 * the grandparent who cannot manage their own, a family brought by a GEDCOM import to tidy up.
 */
export function TheirFamilySection({ user }: { user: User }) {
  const t = useText();
  const name = useMemberWords().name(user);
  const FamilySection = familySection(t('theirFamily.loading'));
  return (
    <AskedSection title={t('theirFamily.title', { name })} help={t('theirFamily.help', { name })} icon={<TeamOutlined aria-hidden />} action={t('theirFamily.action')}>
      <FamilySection subject={{ id: `m${user.id}`, name }} />
    </AskedSection>
  );
}

import { TeamOutlined } from '@ant-design/icons';
import type { User } from 'shared-contracts';
import { lazyPartsOf } from 'shared-contracts/ui';
import { AskedSection } from './AskedSection';
import { nameOf } from './MemberAvatar';

// The same part as one's own family (my-account/FamilySection), fetched only once opened.
const FamilySection = lazyPartsOf(() => import('../my-account/FamilySection'))('FamilySection', { loading: 'Loading the family' });

/**
 * A member's family in their profile, for admins and managers (who may change anyone's links):
 * the grandparent who cannot manage their own, a family brought by a GEDCOM import to tidy up.
 */
export function TheirFamilySection({ user }: { user: User }) {
  const name = nameOf(user);
  return (
    <AskedSection
      title={`${name}'s family`}
      help={`As an admin or a manager, you can say who ${name}'s parents, partners and children are.`}
      icon={<TeamOutlined />}
      action="Manage their family"
    >
      <FamilySection subject={{ id: `m${user.id}`, name }} />
    </AskedSection>
  );
}

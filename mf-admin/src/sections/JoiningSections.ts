import { lazySectionsOf } from '../parts/lazySections';

const lazyJoining = lazySectionsOf(() => import('../joining/JoiningContent'), { antd: true });

/** Who can join (admins). */
export const WhoCanJoinSection = lazyJoining('WhoCanJoinContent', (t) => t('join.title'));
/** Waiting for approval (admins and managers). */
export const WaitingSection = lazyJoining('WaitingContent', (t) => t('waiting.title'));
/** Invitations (every member: their own; admins: all): plain controls, no antd. */
export const InvitationsSection = lazySectionsOf(() => import('../joining/InvitationsSection'))('InvitationsContent', (t) => t('invitations.title'));

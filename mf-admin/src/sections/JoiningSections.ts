import { lazySectionsOf } from '../parts/lazySections';

const lazyJoining = lazySectionsOf(() => import('../joining/JoiningContent'), { antd: true });

/** Who can join (admins). */
export const WhoCanJoinSection = lazyJoining('WhoCanJoinContent', 'Who can join');
/** Waiting for approval (admins and managers). */
export const WaitingSection = lazyJoining('WaitingContent', 'Waiting for approval');
/** Invitations (every member: their own; admins: all): plain controls, no antd. */
export const InvitationsSection = lazySectionsOf(() => import('../joining/InvitationsSection'))('InvitationsContent', 'Invitations');

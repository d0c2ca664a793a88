/**
 * The "My QR Code" dialog the shell's top bar opens (shared-contracts areas.ts: a part of the
 * directory's area). It is my account's: src/my-account/InviteDialog.tsx.
 */
export { default } from './my-account/InviteDialog';

import { locationMapUrl, type User } from 'shared-contracts';

/** tel: wants the digits (and a leading +), not the punctuation people type; null without digits. */
function telHref(phone: string | null | undefined): string | null {
  const dial = phone?.replace(/[^\d+]/g, '') ?? '';
  return /\d/.test(dial) ? `tel:${dial}` : null;
}

function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address ? `mailto:${address}` : null;
}

interface ContactLinks {
  call: string | null;
  email: string | null;
  location: string | null;
}

/** Where a member's call, e-mail and view-location buttons lead; null means disabled. */
export function contactLinks(member: User): ContactLinks {
  return { call: telHref(member.phoneNumber), email: mailtoHref(member.email), location: locationMapUrl(member) };
}

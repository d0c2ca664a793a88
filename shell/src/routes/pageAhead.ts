import { mayStay, pageAt, type AreaPage } from 'shared-contracts';
import type { SessionState } from 'shared-contracts/runtime';
import { homeOf } from './guards';

/** The page the visitor will see at `pathname`, if the guards (guards.tsx) let them stay there. */
export function pageAhead(pathname: string, session: Pick<SessionState, 'isUserLogin' | 'loginUser'>): AreaPage | undefined {
  const page = pageAt(pathname);
  return page && mayStay(page.access, homeOf(session)) ? page : undefined;
}

import { useRef } from 'react';
import type { FamilyRelation, User } from 'shared-contracts';
import { useText } from '../messages';
import { MemberCard } from './MemberCard';
import { CARD_GAP_PX, rowStrideFor, useWindowGrid } from './useWindowGrid';

interface MemberGridProps {
  members: readonly User[];
  /** How each member is related to the viewer, by member id. */
  relations: ReadonlyMap<number, FamilyRelation>;
  ownId: number | undefined;
  openingId: number | null;
  onOpen: (member: User) => void;
}

/**
 * The cards, 1, 2 or 3 to a row, of which only the rows near the viewport are in the page:
 * a family of a thousand renders a couple of dozen cards, not a thousand. The grid keeps the
 * full height so the window's scroll bar is true.
 */
export function MemberGrid({ members, relations, ownId, openingId, onOpen }: MemberGridProps) {
  const t = useText();
  const gridRef = useRef<HTMLDivElement>(null);
  const { columns, range } = useWindowGrid(gridRef);
  const rows = Math.ceil(members.length / columns);
  const height = rows > 0 ? rows * rowStrideFor(columns) - CARD_GAP_PX : 0;
  const start = Math.min(members.length, range.first * columns);
  const end = Math.min(members.length, (range.last + 1) * columns);

  const cards = [];
  for (let index = start; index < end; index += 1) {
    const member = members[index];
    cards.push(
      <MemberCard
        // Keyed by place, not by member: when a search changes who is shown, the cards on
        // screen are updated in place instead of being torn down and built again.
        key={index}
        member={member}
        relation={relations.get(member.id)?.word}
        isOwn={member.id === ownId}
        index={index}
        total={members.length}
        columns={columns}
        opening={member.id === openingId}
        onOpen={onOpen}
      />,
    );
  }

  return (
    <div ref={gridRef} role="list" aria-label={t('directory.list')} className="fn-member-grid" style={{ height }}>
      {cards}
    </div>
  );
}

import { memo, useId, useMemo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { MEMBER_FIELDS, asShown, localeDirection, shownFields, type FieldTable, type ShownField, type User } from 'shared-contracts';
import { localeAtom } from 'shared-contracts/runtime';
// No antd on the list: the plain controls (see DirectoryPage).
import { Button, Spinner, Tag, yourRelation } from 'shared-contracts/ui';
import { contactLinks } from './contactLinks';
import { FIELD_ICONS } from './fieldIcons';
import { useText } from '../messages';
import { MemberAvatar } from './MemberAvatar';
import { useMemberWords, type MemberWords } from './memberWords';
import { slotStyle } from './useWindowGrid';

interface MemberCardProps {
  member: User;
  /** What the member is to the viewer ('cousin'), when they are related. */
  relation?: string;
  isOwn: boolean;
  /** 0-based place in the (filtered) list, and the list's length, for assistive technology. */
  index: number;
  total: number;
  /** Cards per row: with `index`, where the card sits in the grid. */
  columns: number;
  /** True while the member's full profile is being fetched. */
  opening: boolean;
  onOpen: (member: User) => void;
  /** The field table the card reads (a test's own; else the product's). */
  fields?: FieldTable;
}

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/**
 * One member in the directory: 333 px high whatever it holds (long text is cut with "..."); in a
 * phone's single column, compact (the buttons beside the name, the details side by side).
 */
export const MemberCard = memo(function MemberCard({ member: received, relation, isOwn, index, total, columns, opening, onOpen, fields = MEMBER_FIELDS }: MemberCardProps) {
  const t = useText();
  const words = useMemberWords(fields);
  const rtl = localeDirection(useAtomValue(localeAtom)) === 'rtl';
  const nameId = useId();
  // What the family sees: a field its owner hides is not on the card, whoever looks.
  const member = useMemo(() => asShown(received), [received]);
  const name = words.name(member);
  const place = words.place(member);
  const links = contactLinks(member);
  const at = (slot: 'heading' | 'about' | 'contact' | 'fact') => shownFields(member, { place: 'card', slot }, fields);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(received);
    }
  };

  return (
    <div role="listitem" className="fn-member-slot" style={slotStyle(index, columns, rtl)} aria-setsize={total} aria-posinset={index + 1}>
      <article
        className={columns === 1 ? 'fn-member-card fn-member-card-compact' : 'fn-member-card'}
        tabIndex={0}
        aria-labelledby={nameId}
        aria-busy={opening || undefined}
        onClick={() => onOpen(received)}
        onKeyDown={onKeyDown}
      >
        <div className="fn-member-card-head">
          <MemberAvatar user={member} size={columns === 1 ? 44 : 56} />
          <div className="fn-member-card-heading">
            <div className="fn-member-card-name-row">
              <h3 id={nameId} className="fn-member-card-name fn-ellipsis" title={name}>
                {name}
              </h3>
              {isOwn && (
                <Tag className="fn-chip fn-chip-strong">
                  {t('common.you')}
                </Tag>
              )}
              {opening && <Spinner size="small" label={t('card.opening')} />}
            </div>
            {/* The relation's words are shared-contracts' (relationText.ts), in English for now. */}
            {relation && <p className="fn-member-card-relation fn-ellipsis">{yourRelation({ word: relation })}</p>}
            {at('heading').map((field) => (
              <p key={field.key} className="fn-member-card-occupation fn-ellipsis" title={field.value}>
                {field.value}
              </p>
            ))}
          </div>
        </div>
        {at('about').map((field) => (
          <p key={field.key} className="fn-member-card-bio">{t('card.bio', { bio: field.value })}</p>
        ))}
        <ul className="fn-member-card-facts" aria-label={t('card.contactDetails', { name })}>
          {member.email && (
            <li className="fn-member-card-email">
              <MailOutlined aria-hidden />
              <span className="fn-ellipsis" title={member.email}>
                {member.email}
              </span>
            </li>
          )}
          {at('contact').map((field) => factItem(field, member, words))}
          <li>
            <EnvironmentOutlined aria-hidden />
            <span className="fn-ellipsis" title={place}>
              {place}
            </span>
          </li>
          {at('fact').map((field) => factItem(field, member, words))}
        </ul>
        {/* The buttons do their own thing; a click on them does not open the profile. */}
        <div className="fn-member-card-actions" onClick={stop} onKeyDown={stop}>
          <CardAction label={t('member.call', { name })} href={links.call} icon={<PhoneOutlined aria-hidden />} />
          <CardAction label={t('member.email', { name })} href={links.email} icon={<MailOutlined aria-hidden />} />
          <CardAction label={t('member.viewLocation', { name })} href={links.location} icon={<EnvironmentOutlined aria-hidden />} newTab />
        </div>
      </article>
    </div>
  );
});

/** A fact with an icon of its own shows as that icon and its value; any other says what it is. */
function factItem(field: ShownField, member: User, words: MemberWords) {
  const line = words.line(field, member);
  return (
    <li key={field.key}>
      {FIELD_ICONS[field.icon]}
      <span className="fn-ellipsis" title={line}>
        {line}
      </span>
    </li>
  );
}

interface CardActionProps {
  label: string;
  href: string | null;
  icon: ReactNode;
  newTab?: boolean;
}

/** A link when it has somewhere to go, else a disabled button (a link cannot be disabled). */
function CardAction({ label, href, icon, newTab }: CardActionProps) {
  if (!href) return <Button shape="circle" icon={icon} aria-label={label} title={label} disabled />;
  return (
    <Button
      shape="circle"
      icon={icon}
      aria-label={label}
      title={label}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    />
  );
}

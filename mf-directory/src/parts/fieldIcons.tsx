import type { ReactNode } from 'react';
import { GiftOutlined, InfoCircleOutlined, PhoneOutlined } from '@ant-design/icons';
import type { FieldIcon } from 'shared-contracts';

/** The icon of each kind of fact the field table names (member/fields.ts `shows.icon`). */
export const FIELD_ICONS: Record<FieldIcon, ReactNode> = {
  phone: <PhoneOutlined aria-hidden />,
  gift: <GiftOutlined aria-hidden />,
  info: <InfoCircleOutlined aria-hidden />,
};

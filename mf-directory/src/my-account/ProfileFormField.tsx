import { useMemo } from 'react';
import Input from 'antd/es/input';
import Form from 'antd/es/form';
import { BIRTHDAY_MAX_YEAR, BIRTHDAY_MIN_YEAR, MEMBER_FIELDS, PROFILE_VALIDATORS, type MemberFieldSpec, type ProfileField } from 'shared-contracts';
import { antdRule, useSharedText } from 'shared-contracts/runtime';

/**
 * One field of the profile's edit form, as the field table describes it: its label, limit,
 * rules and messages are those the server checks, said in the page's language.
 */
export function ProfileFormField({ field, isOwn }: { field: ProfileField; isOwn: boolean }) {
  const shared = useSharedText();
  const rules = useMemo(() => {
    const rule = antdRule(PROFILE_VALIDATORS[field]);
    // The validators say their messages in English (the server's words): the form says them in the page's language.
    return [{ validator: (used: unknown, value: unknown) => rule.validator(used, value).catch((error: Error) => Promise.reject(new Error(shared(error.message)))) }];
  }, [field, shared]);
  const spec: MemberFieldSpec = MEMBER_FIELDS[field];
  const label = shared(spec.label);
  if (spec.kind !== 'text') {
    return (
      <Form.Item label={label} name={field} rules={rules}>
        <Input type="date" min={`${BIRTHDAY_MIN_YEAR}-01-01`} max={`${BIRTHDAY_MAX_YEAR}-12-31`} />
      </Form.Item>
    );
  }
  // Autofill fills in the signed-in person's own details: never offer them for someone else's profile.
  const autoComplete = isOwn ? (spec.autoComplete ?? 'on') : field === 'displayName' ? spec.autoComplete : 'off';
  return (
    <Form.Item label={label} name={field} rules={rules} className={spec.wide ? 'fn-span-all' : undefined}>
      {spec.input === 'textarea' ? (
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: spec.max }} />
      ) : spec.input === 'tel' ? (
        <Input type="tel" inputMode="tel" autoComplete={autoComplete} />
      ) : (
        <Input autoComplete={autoComplete} />
      )}
    </Form.Item>
  );
}

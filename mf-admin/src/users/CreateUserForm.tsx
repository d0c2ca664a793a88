import { useState } from 'react';
import { Button } from 'antd';
import Input from 'antd/es/input';
import Form from 'antd/es/form';
import Switch from 'antd/es/switch';
import {
  BIRTHDAY_MAX_YEAR,
  BIRTHDAY_MIN_YEAR,
  CREATE_USER_FIELDS,
  MEMBER_FIELDS,
  MESSAGES,
  PROFILE_VALIDATORS,
  SETTINGS_MESSAGES,
  USER_ADMIN_MESSAGES,
  isEmail,
  type CreateUserField,
  type CreateUserPayload,
  type MemberFieldSpec,
  type PrivacyFlag,
  type ProfileField,
} from 'shared-contracts';
import { ApiError, antdRule, callApi, useSharedText } from 'shared-contracts/runtime';
import { useText as usePageText } from '../messages';
import { useText } from './messages';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from './failure';
import { UserSection } from './UserSection';

type Switch = Extract<CreateUserField, PrivacyFlag>;
type Typed = Exclude<CreateUserField, PrivacyFlag>;
type Values = Record<Typed | 'email', string> & Record<Switch, boolean>;

/** The member fields Create New User takes (member/fields.ts): typed ones in the grid, switches under it. */
const spec = (field: CreateUserField): MemberFieldSpec => MEMBER_FIELDS[field];
const TYPED = CREATE_USER_FIELDS.filter((field): field is Typed => spec(field).kind !== 'flag');
const SWITCHES = CREATE_USER_FIELDS.filter((field): field is Switch => spec(field).kind === 'flag');
const EMPTY = {
  email: '',
  ...Object.fromEntries(TYPED.map((field) => [field, ''])),
  ...Object.fromEntries(SWITCHES.map((field) => [field, false])),
} as Values;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The e-mail's format, once something is typed (blank is the disabled button's business). */
const emailRule = {
  validator: (_rule: unknown, value: unknown) =>
    !filled(value) || isEmail(String(value).trim()) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.emailInvalid)),
};

type Rule = typeof emailRule;

/** A rule whose message (a shared one, in English) is said in the page's language. */
const saidIn = (shared: (text: string) => string, rule: Rule): Rule => ({
  validator: (ruleOf, value) => rule.validator(ruleOf, value).catch((error: Error) => Promise.reject(new Error(shared(error.message)))),
});

/** The request: every field trimmed; an empty one is left out. */
function payloadOf(values: Values): CreateUserPayload {
  const payload: Record<string, unknown> = { email: values.email.trim(), displayName: values.displayName.trim() };
  for (const field of TYPED) {
    const value = (values[field] ?? '').trim();
    if (value) payload[field] = value;
  }
  for (const field of SWITCHES) payload[field] = values[field] === true;
  return payload as CreateUserPayload;
}

/** The control of one typed field, as the member fields' declaration describes it (the Form.Item's direct child). */
function fieldInput(field: Typed) {
  const declared = spec(field);
  if (declared.kind === 'date') return <Input type="date" min={`${BIRTHDAY_MIN_YEAR}-01-01`} max={`${BIRTHDAY_MAX_YEAR}-12-31`} />;
  if (declared.kind === 'text' && declared.input === 'textarea') return <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} count={{ show: true, max: declared.max }} />;
  if (declared.kind === 'text' && declared.input === 'tel') return <Input type="tel" inputMode="tel" autoComplete="off" />;
  return <Input autoComplete="off" />;
}

/**
 * Create New User (spec sections 2, 3, 5): the create-user form. The button waits for an e-mail
 * and a display name; the new member gets a welcome e-mail to choose their password.
 */
export function CreateUserForm() {
  const t = useText();
  const titles = usePageText();
  const shared = useSharedText();
  const [form] = Form.useForm<Values>();
  const [status, showStatus] = useStatusMessage();
  const [saving, setSaving] = useState(false);
  const email = Form.useWatch('email', form);
  const displayName = Form.useWatch('displayName', form);
  // "Filled" as the spec's button sees it: something typed. Only spaces get the spec's message on submit.
  const ready = typeof email === 'string' && email !== '' && typeof displayName === 'string' && displayName !== '';

  const submit = async (values: Values) => {
    if (!filled(values.email) || !filled(values.displayName)) {
      showStatus({ type: 'error', text: shared(MESSAGES.createUserRequired) });
      return;
    }
    setSaving(true);
    showStatus(null);
    try {
      const created = await callApi('createUser', { body: payloadOf(values) });
      form.resetFields();
      showStatus(
        created.welcomeEmailSent === false
          ? { type: 'error', text: shared(USER_ADMIN_MESSAGES.createdMailFailed) }
          : { type: 'success', text: shared(SETTINGS_MESSAGES.userCreated) },
      );
    } catch (error) {
      console.error('Creating the user failed', error);
      showStatus({ type: 'error', text: shared(failureText(error, SETTINGS_MESSAGES.createUserFailed, SETTINGS_MESSAGES.createUserFailedRetry)) });
      // Where the server named the fields it refused, say so under each of them too (the form keeps its values).
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fieldErrors).filter(([name]) => name in EMPTY);
        if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as keyof Values, errors: [shared(message)] })));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <UserSection title={titles('createUser.title')} help={t('createUser.help')} status={status}>
      <Form form={form} layout="vertical" name="create-user" initialValues={EMPTY} onFinish={submit} disabled={saving} requiredMark={false} noValidate>
        <div className="fn-users-form-grid">
          <Form.Item label={t('createUser.email')} name="email" rules={[saidIn(shared, emailRule)]} className="fn-span-all">
            <Input type="email" autoComplete="off" inputMode="email" />
          </Form.Item>
          {TYPED.map((field) => {
            const declared = spec(field);
            return (
              <Form.Item
                key={field}
                label={shared(declared.label)}
                name={field}
                rules={[saidIn(shared, antdRule(PROFILE_VALIDATORS[field as ProfileField]))]}
                className={declared.kind === 'text' && declared.wide ? 'fn-span-all' : undefined}
              >
                {fieldInput(field)}
              </Form.Item>
            );
          })}
        </div>
        <div className="fn-users-switches">
          {SWITCHES.map((field) => (
            <Form.Item key={field} label={shared(spec(field).label)} name={field} valuePropName="checked" layout="horizontal" colon={false}>
              <Switch />
            </Form.Item>
          ))}
        </div>
        <div className="fn-users-actions">
          <Button type="primary" htmlType="submit" loading={saving} disabled={!ready}>
            {t('createUser.submit')}
          </Button>
        </div>
      </Form>
    </UserSection>
  );
}


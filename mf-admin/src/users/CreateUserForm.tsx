import { useState } from 'react';
import { Button, Input } from 'antd';
import Form from 'antd/es/form';
import Switch from 'antd/es/switch';
import {
  BIRTHDAY_FIELD,
  BIRTHDAY_MAX_YEAR,
  BIRTHDAY_MIN_YEAR,
  MESSAGES,
  PRIVACY_FLAGS,
  PROFILE_TEXT_FIELDS,
  PROFILE_VALIDATORS,
  SETTINGS_MESSAGES,
  USER_ADMIN_MESSAGES,
  isEmail,
  type CreateUserPayload,
  type PrivacyFlag,
  type ProfileTextField,
} from 'shared-contracts';
import { ApiError, antdRule, callApi } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from './failure';
import { UserSection } from './UserSection';

type Values = Record<ProfileTextField | 'email' | 'birthday', string> & Record<PrivacyFlag, boolean>;

const TEXT_FIELDS = Object.keys(PROFILE_TEXT_FIELDS) as ProfileTextField[];
const EMPTY: Values = {
  email: '',
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<ProfileTextField, string>),
  birthday: '',
  isLocationVisible: false,
  isBirthdayVisible: false,
};

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The e-mail's format, once something is typed (blank is the disabled button's business). */
const emailRule = {
  validator: (_rule: unknown, value: unknown) =>
    !filled(value) || isEmail(String(value).trim()) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.emailInvalid)),
};

/** The request: every field trimmed; an empty one is left out. */
function payloadOf(values: Values): CreateUserPayload {
  const payload: CreateUserPayload = { email: values.email.trim(), displayName: values.displayName.trim() };
  for (const field of TEXT_FIELDS) {
    const value = (values[field] ?? '').trim();
    if (value) payload[field] = value;
  }
  if (values.birthday) payload.birthday = values.birthday;
  payload.isLocationVisible = values.isLocationVisible === true;
  payload.isBirthdayVisible = values.isBirthdayVisible === true;
  return payload;
}

/**
 * Create New User (spec sections 2, 3, 5): the create-user form. The button waits for an e-mail
 * and a display name; the new member gets a welcome e-mail to choose their password.
 */
export function CreateUserForm() {
  const [form] = Form.useForm<Values>();
  const [status, showStatus] = useStatusMessage();
  const [saving, setSaving] = useState(false);
  const email = Form.useWatch('email', form);
  const displayName = Form.useWatch('displayName', form);
  // "Filled" as the spec's button sees it: something typed. Only spaces get the spec's message on submit.
  const ready = typeof email === 'string' && email !== '' && typeof displayName === 'string' && displayName !== '';

  const submit = async (values: Values) => {
    if (!filled(values.email) || !filled(values.displayName)) {
      showStatus({ type: 'error', text: MESSAGES.createUserRequired });
      return;
    }
    setSaving(true);
    showStatus(null);
    try {
      const created = await callApi('createUser', { body: payloadOf(values) });
      form.resetFields();
      showStatus(
        created.welcomeEmailSent === false
          ? { type: 'error', text: USER_ADMIN_MESSAGES.createdMailFailed }
          : { type: 'success', text: SETTINGS_MESSAGES.userCreated },
      );
    } catch (error) {
      console.error('Creating the user failed', error);
      showStatus({ type: 'error', text: failureText(error, SETTINGS_MESSAGES.createUserFailed, SETTINGS_MESSAGES.createUserFailedRetry) });
      // Where the server named the fields it refused, say so under each of them too (the form keeps its values).
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fieldErrors).filter(([name]) => name in EMPTY);
        if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <UserSection
      title="Create New User"
      help="The new member gets a welcome email with a link to choose their password."
      status={status}
    >
      <Form form={form} layout="vertical" name="create-user" initialValues={EMPTY} onFinish={submit} disabled={saving} requiredMark={false} noValidate>
        <div className="fn-users-form-grid">
          <Form.Item label="Email" name="email" rules={[emailRule]} className="fn-span-all">
            <Input type="email" autoComplete="off" inputMode="email" />
          </Form.Item>
          {TEXT_FIELDS.map((field) => {
            const spec = PROFILE_TEXT_FIELDS[field];
            return (
              <Form.Item key={field} label={spec.label} name={field} rules={[antdRule(PROFILE_VALIDATORS[field])]} className={'wide' in spec && spec.wide ? 'fn-span-all' : undefined}>
                {field === 'bio' ? (
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} count={{ show: true, max: spec.max }} />
                ) : field === 'phoneNumber' ? (
                  <Input type="tel" inputMode="tel" autoComplete="off" />
                ) : (
                  <Input autoComplete="off" />
                )}
              </Form.Item>
            );
          })}
          <Form.Item label={BIRTHDAY_FIELD.label} name="birthday" rules={[antdRule(PROFILE_VALIDATORS.birthday)]}>
            <Input type="date" min={`${BIRTHDAY_MIN_YEAR}-01-01`} max={`${BIRTHDAY_MAX_YEAR}-12-31`} />
          </Form.Item>
        </div>
        <div className="fn-users-switches">
          {(Object.entries(PRIVACY_FLAGS) as Array<[PrivacyFlag, { label: string }]>).map(([name, spec]) => (
            <Form.Item key={name} label={spec.label} name={name} valuePropName="checked" layout="horizontal" colon={false}>
              <Switch />
            </Form.Item>
          ))}
        </div>
        <div className="fn-users-actions">
          <Button type="primary" htmlType="submit" loading={saving} disabled={!ready}>
            Create User
          </Button>
        </div>
      </Form>
    </UserSection>
  );
}


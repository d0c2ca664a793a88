import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Switch } from 'antd';
import { useSetAtom } from 'jotai';
import { ERRORS, PROFILE_LIMITS, PROFILE_VALIDATORS, type ProfileField, type User } from 'shared-contracts';
import { apiClient, serverMessage } from 'shared-contracts/http';
import { dispatchSessionAtom, updateOwnProfile } from 'shared-contracts/session';
import { antdRule } from 'shared-contracts/ui';
import { ProfileSaveError, saveMemberProfile, serverFieldErrors } from '../api/directoryApi';
import { AvatarPicker } from './AvatarPicker';
import { MemberAvatar } from './MemberAvatar';
import { adminProfilePayload, formValuesOf, ownProfilePayload, userAfterAdminSave, type ProfileFormValues } from './profileForm';

interface ProfileEditFormProps {
  user: User;
  isOwn: boolean;
  /** Back to view mode, nothing saved. */
  onCancel: () => void;
  /** Saved: `user` is the member as now stored (someone else's profile only; one's own is in the session). */
  onSaved: (user: User | null) => void;
  /** Told when a save starts and ends, so the dialog can stay open meanwhile. */
  onSavingChange?: (saving: boolean) => void;
}

const rule = (field: ProfileField) => [antdRule(PROFILE_VALIDATORS[field])];

/** The lines under 'Failed to save profile. Please try again.': what went wrong, in the server's words if it gave any. */
function failureDetails(error: unknown): string[] {
  const lines =
    error instanceof ProfileSaveError ? [error.message, error.serverMessage ?? ''] : [serverMessage(error, '')];
  return [...new Set(lines.filter((line) => line && line !== ERRORS.saveProfileFailed))];
}

/** Profile Details, edit mode. */
export function ProfileEditForm({ user, isOwn, onCancel, onSaved, onSavingChange }: ProfileEditFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const dispatch = useSetAtom(dispatchSessionAtom);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  // The form starts from the data as it was when editing began; later refreshes do not
  // overwrite what is being typed.
  const [initialValues] = useState(() => formValuesOf(user));

  useEffect(() => {
    onSavingChange?.(saving);
  }, [saving, onSavingChange]);
  useEffect(() => () => onSavingChange?.(false), [onSavingChange]);

  const save = async (values: ProfileFormValues) => {
    setSaving(true);
    setFailure(null);
    try {
      if (isOwn) {
        await updateOwnProfile(apiClient(), dispatch, ownProfilePayload(values));
        setSaving(false);
        onSaved(null);
      } else {
        const payload = adminProfilePayload(values);
        const saved = await saveMemberProfile(user.id, payload);
        setSaving(false);
        onSaved(userAfterAdminSave(user, payload, saved));
      }
    } catch (error) {
      console.error('Saving the profile failed', error);
      setSaving(false);
      setFailure(failureDetails(error)); // the edits stay in the form
      // Where the server named the fields it refused, say so under each of them too.
      const fields = Object.entries(serverFieldErrors(error)).filter(([name]) => name in initialValues);
      if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as keyof ProfileFormValues, errors: [message] })));
    }
  };

  const cancel = () => {
    form.setFieldsValue(formValuesOf(user));
    setFailure(null);
    onCancel();
  };

  // noValidate: the browser's own checks (the date's range) would pop up in its own words
  // and stop the form's messages from showing.
  return (
    <Form
      form={form}
      layout="vertical"
      name={`profile-${user.id}`}
      initialValues={initialValues}
      onFinish={save}
      disabled={saving}
      requiredMark={false}
      noValidate
      className="fn-profile-form"
    >
      <div className="fn-profile-form-avatar">
        {isOwn ? <AvatarPicker user={user} disabled={saving} /> : <MemberAvatar user={user} size={96} />}
      </div>
      <div className="fn-profile-form-grid">
        <Form.Item label="Display Name" name="displayName" rules={rule('displayName')} className="fn-span-all">
          <Input autoComplete="nickname" />
        </Form.Item>
        <Form.Item label="First Name" name="firstName" rules={rule('firstName')}>
          <Input autoComplete={isOwn ? 'given-name' : 'off'} />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={rule('lastName')}>
          <Input autoComplete={isOwn ? 'family-name' : 'off'} />
        </Form.Item>
        <Form.Item label="Phone Number" name="phoneNumber" rules={rule('phoneNumber')}>
          <Input type="tel" inputMode="tel" autoComplete={isOwn ? 'tel' : 'off'} />
        </Form.Item>
        <Form.Item label="Occupation" name="occupation" rules={rule('occupation')}>
          <Input autoComplete={isOwn ? 'organization-title' : 'off'} />
        </Form.Item>
        <Form.Item label="Birthday" name="birthday" rules={rule('birthday')}>
          <Input type="date" min="1900-01-01" max="2100-12-31" />
        </Form.Item>
        <Form.Item label="Bio" name="bio" rules={rule('bio')} className="fn-span-all">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: PROFILE_LIMITS.bio }} />
        </Form.Item>
        <Form.Item label="Address Line 1" name="address1" rules={rule('address1')} className="fn-span-all">
          <Input autoComplete={isOwn ? 'address-line1' : 'off'} />
        </Form.Item>
        <Form.Item label="Address Line 2" name="address2" rules={rule('address2')} className="fn-span-all">
          <Input autoComplete={isOwn ? 'address-line2' : 'off'} />
        </Form.Item>
        <Form.Item label="City" name="city" rules={rule('city')}>
          <Input autoComplete={isOwn ? 'address-level2' : 'off'} />
        </Form.Item>
        <Form.Item label="State" name="state" rules={rule('state')}>
          <Input autoComplete={isOwn ? 'address-level1' : 'off'} />
        </Form.Item>
        <Form.Item label="Country" name="country" rules={rule('country')}>
          <Input autoComplete={isOwn ? 'country-name' : 'off'} />
        </Form.Item>
        <Form.Item label="Postal Code" name="postalCode" rules={rule('postalCode')}>
          <Input autoComplete={isOwn ? 'postal-code' : 'off'} />
        </Form.Item>
      </div>
      <fieldset className="fn-profile-privacy">
        <legend>Privacy Settings</legend>
        <Form.Item label="Location Visible" name="isLocationVisible" valuePropName="checked" layout="horizontal" colon={false}>
          <Switch />
        </Form.Item>
        <Form.Item label="Birthday Visible" name="isBirthdayVisible" valuePropName="checked" layout="horizontal" colon={false}>
          <Switch />
        </Form.Item>
      </fieldset>
      {failure && <Alert type="error" showIcon title={ERRORS.saveProfileFailed} description={failure.length ? failure.map((line) => <div key={line}>{line}</div>) : undefined} className="fn-profile-alert" />}
      <div className="fn-profile-footer">
        <Button onClick={cancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </Form>
  );
}

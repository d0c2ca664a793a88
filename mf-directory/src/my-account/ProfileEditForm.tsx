import { useEffect, useState } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Switch from 'antd/es/switch';
import { ERRORS, PRIVACY_FLAGS, PROFILE_FORM_ORDER, type PrivacyFlag, type User } from 'shared-contracts';
import { serverMessage, useSession, useSharedText } from 'shared-contracts/runtime';
import { useText as useProfileText } from '../profile/messages';
import { useText } from './edit/messages';
import { AvatarPicker } from './AvatarPicker';
import { MemberAvatar } from '../parts/MemberAvatar';
import { ProfileFormField } from './ProfileFormField';
import {
  ProfileSaveError,
  adminProfilePayload,
  formValuesOf,
  ownProfilePayload,
  saveMemberProfile,
  serverFieldErrors,
  userAfterAdminSave,
  type ProfileFormValues,
} from './profileForm';

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

/** The lines under 'Failed to save profile. Please try again.': what went wrong, in the server's words if it gave any. */
function failureDetails(error: unknown): string[] {
  const lines =
    error instanceof ProfileSaveError ? [error.message, error.serverMessage ?? ''] : [serverMessage(error, '')];
  return [...new Set(lines.filter((line) => line && line !== ERRORS.saveProfileFailed))];
}

/** Profile Details, edit mode. */
export function ProfileEditForm({ user, isOwn, onCancel, onSaved, onSavingChange }: ProfileEditFormProps) {
  const t = useText();
  const profile = useProfileText();
  const shared = useSharedText();
  const [form] = Form.useForm<ProfileFormValues>();
  const session = useSession();
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
        await session.updateOwnProfile(ownProfilePayload(values));
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
      if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as keyof ProfileFormValues, errors: [shared(message)] })));
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
        {PROFILE_FORM_ORDER.map((field) => (
          <ProfileFormField key={field} field={field} isOwn={isOwn} />
        ))}
      </div>
      <fieldset className="fn-profile-privacy">
        <legend>{t('edit.privacy')}</legend>
        {(Object.entries(PRIVACY_FLAGS) as Array<[PrivacyFlag, { label: string; help?: string }]>).map(([name, spec]) => (
          <Form.Item key={name} label={shared(spec.label)} name={name} valuePropName="checked" layout="horizontal" colon={false} extra={spec.help && shared(spec.help)}>
            <Switch />
          </Form.Item>
        ))}
      </fieldset>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={shared(ERRORS.saveProfileFailed)}
          description={failure.length ? failure.map((line) => <div key={line}>{shared(line)}</div>) : undefined}
          className="fn-profile-alert"
        />
      )}
      <div className="fn-profile-footer">
        <Button onClick={cancel}>{profile('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </Form>
  );
}

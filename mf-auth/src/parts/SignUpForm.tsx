import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  normalizeEmail,
  PROFILE_VALIDATORS,
  signUpDisplayName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
} from 'shared-contracts';
import { apiClient } from 'shared-contracts/http';
import { dispatchSessionAtom, sessionAtom, signUp } from 'shared-contracts/session';
import { antdRule } from 'shared-contracts/ui';
import { ConfirmPasswordField } from './ConfirmPasswordField';

interface SignUpValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/** Sign up: e-mail, names, password twice. confirmPassword never leaves the page. */
export function SignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const [form] = Form.useForm<SignUpValues>();
  const { loading, error } = useAtomValue(sessionAtom);
  const dispatch = useSetAtom(dispatchSessionAtom);

  const submit = async ({ email, firstName, lastName, password }: SignUpValues) => {
    const ok = await signUp(apiClient(), dispatch, {
      email: normalizeEmail(email),
      password,
      displayName: signUpDisplayName(firstName, lastName),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
    });
    if (ok) form.resetFields();
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={loading} requiredMark={false} name="sign-up" noValidate>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item label="Email" name="email" rules={[antdRule(validateEmail)]}>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item label="First Name" name="firstName" rules={[antdRule(validateFirstName), antdRule(PROFILE_VALIDATORS.firstName)]} style={{ flex: '1 1 150px' }}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={[antdRule(validateLastName), antdRule(PROFILE_VALIDATORS.lastName)]} style={{ flex: '1 1 150px' }}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Flex>
      <Form.Item label="Password" name="password" rules={[antdRule(validatePassword)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <ConfirmPasswordField />
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        SIGN UP
      </Button>
      <Flex align="center" justify="center" gap={4} wrap style={{ marginTop: 16 }}>
        <span className="fn-auth-muted">Already have an account?</span>
        <Button type="link" onClick={onSignIn}>
          SIGN IN
        </Button>
      </Flex>
    </Form>
  );
}

import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { validateConfirmPassword } from 'shared-contracts';
import { antdRule } from 'shared-contracts/ui';

/** 'Confirm Password': must be given and equal the form's `password` field. */
export function ConfirmPasswordField() {
  return (
    <Form.Item
      label="Confirm Password"
      name="confirmPassword"
      dependencies={['password']}
      rules={[({ getFieldValue }) => antdRule((value) => validateConfirmPassword(getFieldValue('password'), value ?? undefined))]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}

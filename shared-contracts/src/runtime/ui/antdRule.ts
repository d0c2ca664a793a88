import type { Validator } from 'shared-contracts';

/** The shape of an antd Form rule with a custom validator (kept structural: no antd import). */
interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * Turns a shared-contracts validator into an antd Form rule, so forms show exactly the
 * messages the server enforces.
 */
export function antdRule(validate: Validator): ValidatorRule {
  return {
    validator: (_rule, value) => {
      const message = validate(typeof value === 'string' ? value : value == null ? undefined : String(value));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

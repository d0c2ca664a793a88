import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';

type Values = Record<string, string>;

interface BoundField {
  /** Spread on the input. */
  input: {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    status: 'error' | undefined;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  };
  /** Spread on the Field around it. */
  field: { inputId: string; error: string | undefined };
}

/**
 * The state of a small form validated by shared-contracts' validators: a field's message
 * shows once the field was edited and left, or once the form was submitted, and then
 * follows every change. (The sign-in page keeps antd's Form out of the first visit: it
 * weighs 45 KB gzip with its validator engine and tooltips.)
 */
export function useValidatedForm<T extends Values>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const formId = useId();
  const [values, setValues] = useState<T>(initial);
  const [shown, setShown] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  // The validators speak the shared messages' English; the field says them in the page's language.
  const shared = useSharedText();

  const bind = (name: keyof T & string): BoundField => {
    const id = `${formId}-${name}`;
    const english = submitted || shown[name] ? errors[name] : undefined;
    const error = english === undefined ? undefined : shared(english);
    return {
      input: {
        id,
        name,
        value: values[name],
        onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
        onBlur: () => values[name] !== initial[name] && setShown((current) => ({ ...current, [name]: true })),
        status: error ? 'error' : undefined,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      },
      field: { inputId: id, error },
    };
  };

  /** Validates everything; calls `onValid` only when every field passes. */
  const handleSubmit = (onValid: (values: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onValid(values);
  };

  const reset = () => {
    setValues(initial);
    setShown({});
    setSubmitted(false);
  };

  /** Fills in some values (what an invitation already knows), as if typed. */
  const fill = (partial: Partial<T>) => setValues((current) => ({ ...current, ...partial }));

  return { bind, handleSubmit, reset, fill, values };
}

import type { ReactNode } from 'react';

/** The rules of a field, written once by the page that holds the form (AuthCard). */
export const fieldCss = `
.fn-field { margin-bottom: 20px; }
.fn-field > label { display: block; margin-bottom: 8px; color: var(--fn-color-text-primary); }
.fn-field-error { margin-top: 4px; color: var(--fn-color-error); font-size: 14px; line-height: 1.5; }
`;

interface FieldProps {
  label: string;
  inputId: string;
  error: string | undefined;
  children: ReactNode;
  className?: string;
}

/** A labelled input with its validation message under it. */
export function Field({ label, inputId, error, children, className }: FieldProps) {
  return (
    <div className={className ? `fn-field ${className}` : 'fn-field'}>
      <label htmlFor={inputId}>{label}</label>
      {children}
      {error && (
        <div id={`${inputId}-error`} className="fn-field-error">
          {error}
        </div>
      )}
    </div>
  );
}

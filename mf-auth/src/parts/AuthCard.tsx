import type { ReactNode } from 'react';
import { Wordmark } from 'shared-contracts/runtime';
import { LanguagePicker } from 'shared-contracts/ui';
import { fieldCss } from '../form/Field';

const css = `
.fn-auth-page { position: relative; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  padding: 24px 16px; }
.fn-auth-card { position: relative; z-index: 1; width: 100%; max-width: 420px; padding: 32px 28px;
  background: var(--fn-color-background-paper); border-radius: var(--fn-border-radius-lg);
  box-shadow: var(--fn-shadow-heavy); }
.fn-auth-card-brand { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-bottom: 20px; text-align: center; }
.fn-auth-card-brand h1 { margin: 0; font-size: var(--fn-h3-size); font-weight: 600; color: var(--fn-color-text-primary); }
.fn-auth-card-brand p { margin: 0; color: var(--fn-color-text-secondary); }
.fn-auth-muted { color: var(--fn-color-text-secondary); }
.fn-field-half { flex: 1 1 150px; }
.fn-row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
.fn-passkey-button { margin-top: 10px; }
.fn-auth-language { display: flex; justify-content: center; margin-top: 20px; font-size: 14px; color: var(--fn-color-text-secondary); }
@media (max-width: 599px) { .fn-auth-card { padding: 24px 18px; } }
`;

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card every auth view sits in: wordmark, heading, a line of help, the form, the language. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <section className="fn-auth-card" aria-labelledby="fn-auth-title">
      <style>{css + fieldCss}</style>
      <div className="fn-auth-card-brand">
        <Wordmark size={30} />
        <h1 id="fn-auth-title">{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {children}
      <LanguagePicker className="fn-auth-language" />
    </section>
  );
}

/** The page frame around the card (the background goes in front of it). */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return <main className="fn-auth-page">{children}</main>;
}

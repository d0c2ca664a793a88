import { useId, type ReactNode } from 'react';

/** One titled section of Profile Details (About, Contact Information, Passkeys...). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="fn-profile-section" aria-labelledby={id}>
      <h4 id={id} className="fn-profile-section-title">
        {title}
      </h4>
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  /** The heading's id, when a control in the section is named by it (the language's choice). */
  id?: string;
  children: ReactNode;
}

/** One titled section of Profile Details (About, Contact Information, Passkeys...). */
export function ProfileSection({ title, id, children }: ProfileSectionProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section className="fn-profile-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="fn-profile-section-title">
        {title}
      </h4>
      {children}
    </section>
  );
}

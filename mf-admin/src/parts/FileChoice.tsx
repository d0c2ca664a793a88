import { useEffect, useRef, type ChangeEvent } from 'react';
import { Button } from 'antd';
import { useText } from './messages';

interface FileChoiceProps {
  /** The input's accessible name ('CSV file'). */
  label: string;
  /** The button's words ('Choose CSV File'). */
  choose: string;
  accept: string;
  /** The file chosen and accepted, or null (the input is emptied then, so the same file can be chosen again). */
  file: File | null;
  disabled: boolean;
  /** Why a file cannot be taken (shown by the caller), or undefined to take it. */
  problem: (file: File) => string | undefined;
  onChosen: (file: File) => void;
  onRefused: (problem: string) => void;
}

/**
 * A file for an import (the users' CSV, the family's GEDCOM): a button that opens the browser's
 * picker, and the chosen file's name beside it. The file is checked as soon as it is chosen.
 */
export function FileChoice({ label, choose, accept, file, disabled, problem, onChosen, onRefused }: FileChoiceProps) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    const refused = problem(picked);
    if (refused) {
      event.target.value = '';
      onRefused(refused);
    } else onChosen(picked);
  };

  return (
    <div className="fn-users-file">
      <input
        ref={input}
        className="fn-visually-hidden"
        type="file"
        accept={accept}
        onChange={chosen}
        disabled={disabled}
        aria-label={label}
        // Reached through the button beside it: an invisible stop in the tab order would confuse.
        tabIndex={-1}
      />
      <Button onClick={() => input.current?.click()} disabled={disabled}>
        {choose}
      </Button>
      <span className="fn-users-file-name" aria-live="polite">
        {file ? file.name : t('file.none')}
      </span>
    </div>
  );
}

/** The words of the shared controls (shared-contracts/ui), said through the shared messages. */
export const UI_WORDS = {
  close: 'Close',
  clear: 'Clear',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  tryAgain: 'Try again',
  partFailed: 'This section could not be loaded. Check your connection and try again.',
  language: 'Language',
} as const;

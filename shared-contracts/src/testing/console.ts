/**
 * Failed calls are logged on purpose (console.error), so tests keep the console quiet; but a
 * React "not wrapped in act(...)" warning is a test bug, so it fails the test that caused it.
 */
export function quietConsoleButFailOnActWarnings() {
  let actWarnings: string[] = [];
  beforeEach(() => {
    actWarnings = [];
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation((first: unknown, ...rest: unknown[]) => {
      if (typeof first === 'string' && first.includes('not wrapped in act(')) actWarnings.push(String(rest[0] ?? first));
    });
  });
  afterEach(() => {
    expect(actWarnings).toEqual([]);
  });
}

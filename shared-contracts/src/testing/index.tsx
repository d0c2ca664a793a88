export { fakeNetwork, type FakeRoute } from './fakeApi.js';
export { makeUser } from './fixtures.js';
export { antdElementOnPage, renderWithShell, type RenderWithShellOptions } from './renderWithShell.js';
export { quietConsoleButFailOnActWarnings } from './console.js';

import { act, screen } from '@testing-library/react';
import { antdElementOnPage, makeUser, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import MapPage from '../MapPage';
import { renderMap } from '../test-support/renderMap';
import { GOOGLE_MAPS, answerGoogleMapsScript } from '../test-support/googleMaps';
import '../test-support/layout';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const me = makeUser({ id: 7, displayName: 'Beth March' });
const members = { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [me] } } };

describe('when Google Maps cannot be used', () => {
  it("a script that does not load: 'Error loading Google Maps', and the rest of the page works", async () => {
    const stop = answerGoogleMapsScript('fail');
    try {
      renderMap(<MapPage />, { user: me, network: [members], appConfig: { maps: GOOGLE_MAPS } });
      expect(await screen.findByText('Error loading Google Maps')).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Share my location' })).toBeEnabled();
      // The error is the kit's notice, announced as antd's Alert was: no antd on the page.
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Error loading Google Maps');
      expect(antdElementOnPage()).toBeNull();
    } finally {
      stop();
    }
  });

  it("a key Google refuses: 'Error loading Google Maps'", async () => {
    const stop = answerGoogleMapsScript('load');
    try {
      renderMap(<MapPage />, { user: me, network: [members], appConfig: { maps: GOOGLE_MAPS } });
      await screen.findByText('Google Maps (stand-in)');
      // What Google's script calls when the key is not allowed here.
      act(() => window.gm_authFailure?.());
      expect(await screen.findByText('Error loading Google Maps')).toBeInTheDocument();
    } finally {
      stop();
    }
  });
});

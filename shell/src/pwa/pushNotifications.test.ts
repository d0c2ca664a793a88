import { notificationOf, openFromNotification, sitePath, type PageClient, type PageClients } from './pushNotifications';

const ORIGIN = 'https://family.example.org';

function page(url: string): PageClient & { focused: number; navigatedTo: string[] } {
  const client = {
    url,
    focused: 0,
    navigatedTo: [] as string[],
    focus: async () => {
      client.focused += 1;
    },
    navigate: async (to: string) => {
      client.navigatedTo.push(to);
      client.url = to;
    },
  };
  return client;
}

function clientsWith(...pages: PageClient[]): PageClients & { opened: string[] } {
  const opened: string[] = [];
  return { opened, matchAll: async () => pages, openWindow: async (url: string) => opened.push(url) };
}

describe('what a push message shows', () => {
  it('the server’s title, text and screen', () => {
    const shown = notificationOf(JSON.stringify({ title: 'Grandma March turns 80 today', body: 'A few words from you will make the day.', url: '/dashboard/calendar', tag: 'birthday-7' }));
    expect(shown.title).toBe('Grandma March turns 80 today');
    expect(shown.options).toMatchObject({ body: 'A few words from you will make the day.', tag: 'birthday-7', data: { url: '/dashboard/calendar' } });
  });

  it('something readable for a message it cannot read (a browser must show one for each push)', () => {
    for (const text of [null, undefined, '', 'not json', '42', '{"title":"   "}']) {
      const shown = notificationOf(text);
      expect(shown.title).toBe('New in your family');
      expect(shown.options.data.url).toBe('/dashboard');
    }
  });

  it('never a screen of another site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', 42, null]) {
      expect(notificationOf(JSON.stringify({ title: 'Hi', body: '', url })).options.data.url).toBe('/dashboard');
    }
    expect(sitePath('/dashboard/map')).toBe('/dashboard/map');
  });

  it('a very long title or text is cut', () => {
    const shown = notificationOf(JSON.stringify({ title: 'x'.repeat(500), body: 'y'.repeat(5000), url: '/dashboard' }));
    expect(shown.title).toHaveLength(120);
    expect(shown.options.body).toHaveLength(500);
  });
});

describe('a tap on a notification', () => {
  it('brings the open app forward and shows the screen', async () => {
    const open = page(`${ORIGIN}/dashboard/directory`);
    const clients = clientsWith(open);
    await openFromNotification(clients, ORIGIN, '/dashboard/calendar');
    expect(open.focused).toBe(1);
    expect(open.navigatedTo).toEqual([`${ORIGIN}/dashboard/calendar`]);
    expect(clients.opened).toEqual([]);
  });

  it('prefers a page already on that screen, and leaves it as it is', async () => {
    const other = page(`${ORIGIN}/dashboard/map`);
    const there = page(`${ORIGIN}/dashboard/calendar`);
    await openFromNotification(clientsWith(other, there), ORIGIN, '/dashboard/calendar');
    expect(there.focused).toBe(1);
    expect(there.navigatedTo).toEqual([]);
    expect(other.focused).toBe(0);
  });

  it('opens the app when it is not open (a page of another site does not count)', async () => {
    const clients = clientsWith(page('https://elsewhere.example/'));
    await openFromNotification(clients, ORIGIN, '/dashboard/calendar');
    expect(clients.opened).toEqual([`${ORIGIN}/dashboard/calendar`]);
  });

  it('goes to the dashboard when the notification names no screen of this site', async () => {
    const clients = clientsWith();
    await openFromNotification(clients, ORIGIN, 'https://evil.example/');
    expect(clients.opened).toEqual([`${ORIGIN}/dashboard`]);
  });
});

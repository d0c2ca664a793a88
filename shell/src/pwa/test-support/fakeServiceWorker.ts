/*
 * jsdom has no service workers: a stand-in for the browser's ServiceWorkerContainer, its
 * registration and its workers, driven by the test (a new version installing, taking over).
 * Test support only.
 */

export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  setState(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends EventTarget {
  scope = 'http://localhost/';
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updates = 0;
  async update() {
    this.updates += 1;
  }
}

export class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly registered: Array<{ url: string; scope?: string }> = [];

  async register(url: string, options?: { scope?: string }) {
    this.registered.push({ url, scope: options?.scope });
    return this.registration;
  }

  async getRegistration() {
    return this.registered.length > 0 ? this.registration : undefined;
  }

  /** A first install: the worker activates and takes the page (clientsClaim). */
  firstInstall() {
    const worker = new FakeWorker();
    worker.state = 'activated';
    this.registration.active = worker;
    this.takeOver(worker);
  }

  /** The browser found a new /sw.js: it installs and then waits. */
  newVersionInstalls(): FakeWorker {
    const worker = new FakeWorker();
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
    this.registration.installing = null;
    this.registration.waiting = worker;
    worker.setState('installed');
    return worker;
  }

  /** A worker takes control of the page (controllerchange). */
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }

  asContainer(): ServiceWorkerContainer {
    return this as unknown as ServiceWorkerContainer;
  }
}

/** An in-memory Cache Storage (jsdom has none), enough for names, keys and deletion. */
export class FakeCacheStorage {
  readonly stores = new Map<string, Map<string, string>>();

  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new Map());
    const store = this.stores.get(name)!;
    return {
      put: async (url: string, body: string) => void store.set(url, body),
      keys: async () => [...store.keys()],
    };
  }

  async keys() {
    return [...this.stores.keys()];
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }

  async has(name: string) {
    return this.stores.has(name);
  }
}

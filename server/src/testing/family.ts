import type { SignUpPayload, User } from 'shared-contracts';
import type { TestClient } from './http.js';
import type { TestServer } from './server.js';

export interface Account {
  client: TestClient;
  user: User;
  payload: SignUpPayload;
}

export interface Family {
  /** id 1 */
  admin: Account;
  /** id 2 */
  manager: Account;
  /** ordinary members */
  alice: Account;
  bob: Account;
  /** A client with no session. */
  anonymous: TestClient;
}

/**
 * Signs up the admin (id 1), the manager (id 2) and two ordinary members, in that order, on an
 * empty database. Each account keeps its own signed-in client.
 */
export async function createFamily(server: TestServer): Promise<Family> {
  const account = async (displayName: string, firstName: string, lastName: string): Promise<Account> => {
    const client = server.client();
    const { user, payload } = await client.signUp({ displayName, firstName, lastName });
    return { client, user, payload };
  };
  const admin = await account('Ada Admin', 'Ada', 'Admin');
  const manager = await account('Max Manager', 'Max', 'Manager');
  const alice = await account('Alice Private', 'Alice', 'Private');
  const bob = await account('Bob Member', 'Bob', 'Member');
  if (admin.user.id !== 1 || manager.user.id !== 2) {
    throw new Error(`createFamily needs an empty database (got ids ${admin.user.id}, ${manager.user.id})`);
  }
  return { admin, manager, alice, bob, anonymous: server.client() };
}

import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey, User } from '../../index.js';
import { callApi } from '../http/client.js';

export async function addPasskey(name: string): Promise<Passkey> {
  const { options } = await callApi('passkeyRegisterOptions');
  const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  const { passkey } = await callApi('registerPasskey', { body: { name, response: response as never } });
  return passkey;
}

export async function signInWithPasskey(): Promise<User> {
  const { options } = await callApi('passkeySignInOptions');
  const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  const { user } = await callApi('passkeySignIn', { body: { response: response as never } });
  return user;
}

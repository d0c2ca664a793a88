import { WebAuthnAbortService, browserSupportsWebAuthnAutofill, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey, User } from '../../index.js';
import { callApi } from '../http/client.js';

export async function addPasskey(name: string): Promise<Passkey> {
  const { options } = await callApi('passkeyRegisterOptions');
  const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  const { passkey } = await callApi('registerPasskey', { body: { name, response: response as never } });
  return passkey;
}

export async function signInWithPasskey(autofill = false): Promise<User> {
  const { options } = await callApi('passkeySignInOptions');
  const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  const { user } = await callApi('passkeySignIn', { body: { response: response as never } });
  return user;
}

/** A passkey's answer to a fresh challenge, for a server call that asks for a confirmation (deleting one's account). */
export async function passkeyConfirmation(): Promise<unknown> {
  const { options } = await callApi('passkeySignInOptions');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** Offers this site's passkeys in the e-mail field's autofill, where the browser can (null: it cannot); the member chooses one to sign in. */
export async function passkeyAutofill(): Promise<User | null> {
  if (!(await browserSupportsWebAuthnAutofill())) return null;
  return signInWithPasskey(true);
}

/** Ends a waiting autofill offer (the sign-in page is left). */
export function stopPasskeyAutofill(): void {
  WebAuthnAbortService.cancelCeremony();
}

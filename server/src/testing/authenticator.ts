import { createHash, generateKeyPairSync } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A software authenticator for the server's tests: it answers a registration ceremony as a real
 * one would (attestation "none", a fresh P-256 key, user present and verified), with a credential
 * id the test chooses. Only the browser tests drive Chromium's own virtual authenticator; this
 * lets a server test make answers a browser never would (another member's credential id).
 */

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');

/** What registration options carry that the answer depends on. */
export interface RegistrationCeremony {
  challenge: string;
  rp: { id?: string };
}

/** A registration answer (as @simplewebauthn/browser gives it) for `options`, from `origin`, naming the credential `credentialId`. */
export function registrationResponse(options: RegistrationCeremony, origin: string, credentialId: Buffer) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // A COSE EC2 key: kty 2, alg ES256 (-7), crv P-256 (1), x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    createHash('sha256').update(options.rp.id ?? '').digest(),
    // user present, user verified, attested credential data follows
    Buffer.from([0x01 | 0x04 | 0x40]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    length,
    credentialId,
    Buffer.from(coseKey),
  ]);
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
  const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
  return {
    id: b64(credentialId),
    rawId: b64(credentialId),
    type: 'public-key' as const,
    response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
  };
}

// A software passkey for api tests: answers WebAuthn registration options as a browser's platform
// authenticator does ("none" attestation, an ES256 key), so a test can add a passkey without a browser.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

const head = (major: number, value: number): Buffer => {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(value, 1);
  return bytes;
};

/** The few CBOR shapes a "none" attestation needs: small integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');

/** The browser's answer to registration `options` from `origin`: a new passkey's `PublicKeyCredential` JSON. */
export function createPasskeyResponse(options: { challenge: string; rp: { id?: string } }, origin: string) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  const credentialId = randomBytes(16);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    createHash('sha256')
      .update(options.rp.id ?? new URL(origin).hostname)
      .digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // sign count
    Buffer.alloc(16), // AAGUID
    length,
    credentialId,
    cbor(coseKey),
  ]);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
  return {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
}

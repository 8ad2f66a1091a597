import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A software passkey for the integration tests: an ES256 key whose public half
// is stored as the admin's passkey, and a WebAuthn assertion made with it, byte
// for byte as an authenticator makes one (authenticator data, client data,
// DER signature). The e2e tests use Chromium's virtual authenticator instead.

export interface SoftwarePasskey {
  credentialId: string;
  /** The COSE key admin_passkeys.public_key holds. */
  publicKey: Uint8Array;
  privateKey: KeyObject;
}

export function newSoftwarePasskey(): SoftwarePasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x ?? "", "base64url");
  const y = Buffer.from(jwk.y ?? "", "base64url");
  // CBOR map {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
  return { credentialId: randomBytes(16).toString("base64url"), publicKey: cose, privateKey };
}

/** The JSON the sign-in form sends as `passkey`: an answer to `challenge` (base64url) for the site `rp`. */
export function passkeyAnswer(
  passkey: SoftwarePasskey,
  challengeId: string,
  challenge: string,
  rp: { id: string; origin: string },
): string {
  const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin: rp.origin, crossOrigin: false }));
  // rpIdHash, flags (user present), signature counter 0.
  const authenticatorData = Buffer.concat([createHash("sha256").update(rp.id).digest(), Buffer.from([0x01, 0, 0, 0, 0])]);
  const signature = sign(
    "sha256",
    Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]),
    passkey.privateKey,
  );
  return JSON.stringify({
    challengeId,
    response: {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        authenticatorData: authenticatorData.toString("base64url"),
        signature: signature.toString("base64url"),
      },
      clientExtensionResults: {},
    },
  });
}

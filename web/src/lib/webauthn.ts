/**
 * The browser's side of a passkey (WebAuthn; docs/adr/0050-passkeys.md): the server's
 * options carry their binary fields in base64url, the browser wants buffers, and its
 * answer goes back to the server in base64url again.
 */

import { getErrorMessage } from '@/lib/api-client';

type Json = Record<string, unknown>;

/**
 * A browser's answer as the OpenAPI document types it: a free JSON object, which the
 * generated types write as a record of nothing.
 */
export function asDocumentObject(answer: Json): Record<string, never> {
  return answer as Record<string, never>;
}

/** Whether this browser can create and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export function fromBase64url(text: string): ArrayBuffer {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export function toBase64url(buffer: ArrayBuffer | null | undefined): string | null {
  if (!buffer) return null;
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function withIds(list: unknown): Json[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return (list as Json[]).map((entry) => ({ ...entry, id: fromBase64url(entry.id as string) }));
}

/** The options of `navigator.credentials.create()`, from the server's. */
export function creationOptions(publicKey: Json): PublicKeyCredentialCreationOptions {
  const user = publicKey.user as Json;
  return {
    ...publicKey,
    challenge: fromBase64url(publicKey.challenge as string),
    user: { ...user, id: fromBase64url(user.id as string) },
    excludeCredentials: withIds(publicKey.excludeCredentials),
  } as unknown as PublicKeyCredentialCreationOptions;
}

/** The options of `navigator.credentials.get()`, from the server's. */
export function requestOptions(publicKey: Json): PublicKeyCredentialRequestOptions {
  const allowed = withIds(publicKey.allowCredentials);
  return {
    ...publicKey,
    challenge: fromBase64url(publicKey.challenge as string),
    allowCredentials: allowed && allowed.length > 0 ? allowed : undefined,
  } as unknown as PublicKeyCredentialRequestOptions;
}

/** A browser's credential with its `response`, as the server reads it. */
function credentialJson(credential: PublicKeyCredential, response: Json): Json {
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: credential.type,
    response,
    clientExtensionResults: credential.getClientExtensionResults(),
  };
}

/** A created passkey, as the server reads it. */
export function attestationJson(credential: PublicKeyCredential): Json {
  const response = credential.response as AuthenticatorAttestationResponse;
  return credentialJson(credential, {
    attestationObject: toBase64url(response.attestationObject),
    clientDataJSON: toBase64url(response.clientDataJSON),
    transports: response.getTransports?.() ?? [],
  });
}

/** A passkey's answer to a sign-in, as the server reads it. */
export function assertionJson(credential: PublicKeyCredential): Json {
  const response = credential.response as AuthenticatorAssertionResponse;
  return credentialJson(credential, {
    authenticatorData: toBase64url(response.authenticatorData),
    clientDataJSON: toBase64url(response.clientDataJSON),
    signature: toBase64url(response.signature),
    userHandle: toBase64url(response.userHandle),
  });
}

/** A passkey the browser could not use: its French message is shown as it is. */
export class PasskeyProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyProblem';
  }
}

const CANCELLED = "La clé d'accès n'a pas répondu : l'opération a été annulée ou a expiré.";

function cancelled(error: unknown): never {
  if (error instanceof DOMException && error.name === 'InvalidStateError') {
    throw new PasskeyProblem("Cette clé d'accès est déjà enregistrée sur votre compte.");
  }
  if (error instanceof DOMException && error.name === 'SecurityError') {
    throw new PasskeyProblem("Ce site ne peut pas utiliser de clé d'accès à cette adresse.");
  }
  throw new PasskeyProblem(CANCELLED);
}

/** The message to show for a failed passkey step: the browser's or the server's. */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  return error instanceof PasskeyProblem ? error.message : getErrorMessage(error, fallback);
}

/** Asks the browser to create a passkey; its answer as JSON. */
export async function createPasskey(publicKey: Json): Promise<Json> {
  const credential = await navigator.credentials
    .create({ publicKey: creationOptions(publicKey) })
    .catch(cancelled);
  if (!credential) throw new PasskeyProblem(CANCELLED);
  return attestationJson(credential as PublicKeyCredential);
}

/** Asks the browser for a passkey's answer; as JSON. */
export async function getPasskey(publicKey: Json): Promise<Json> {
  const credential = await navigator.credentials
    .get({ publicKey: requestOptions(publicKey) })
    .catch(cancelled);
  if (!credential) throw new PasskeyProblem(CANCELLED);
  return assertionJson(credential as PublicKeyCredential);
}

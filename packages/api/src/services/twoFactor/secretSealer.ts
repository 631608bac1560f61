import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface SecretSealer {
  seal(secret: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM for secrets kept in the database (TOTP seeds): a database copy alone does not give them away.
 * The key is derived from the cookie secret every instance shares.
 */
export function createSecretSealer(sharedSecret: string): SecretSealer {
  const key = createHmac('sha256', sharedSecret).update('winhub sealed secrets').digest();
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters (DESIGN section 4). The library's default algorithm is argon2id; the
 * `Algorithm` const enum cannot be referenced under isolatedModules, and a unit test pins the output.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters, verified against when the e-mail is unknown,
 * so "no such user" costs the same time as "wrong password".
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/** Verifies a password; pass `null` when there is no user, to spend the same time and still fail. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await getDummyHash(), password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a failed sign-in, not a 500 that tells the two cases apart.
    return false;
  }
}

/** Warms the dummy hash at start-up, so the first unknown-e-mail sign-in is not slower than the rest. */
export async function preparePasswordHashing(): Promise<void> {
  await getDummyHash();
}

import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): the current recommendation for passwords.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** Compared against when the user does not exist, so that both cases take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  try {
    dummyHash ??= hash('no user has this password');
    return await verify(stored ?? (await dummyHash), plain);
  } catch {
    return false;
  }
}

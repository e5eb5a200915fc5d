import { randomUUID } from 'node:crypto';
import {
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Database } from '../../../db/client.ts';
import { insertSigningKey, listSigningKeys } from './sessions-repository.ts';

export const ID_TOKEN_ALG = 'ES256';

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export interface KeyRing {
  /** The key every instance signs with: the oldest one, so they all agree. */
  current(): Promise<LoadedKey>;
  /** A verification key by id; reloads once from the database for a kid seen first. */
  publicKey(kid: string): Promise<CryptoKey | undefined>;
  jwks(): Promise<JSONWebKeySet>;
}

/**
 * ES256 keys kept in the `signing_keys` table, so every instance signs and verifies with
 * the same ones. The first instance to need a key creates it.
 */
export function createKeyRing(db: Database): KeyRing {
  let loaded: Promise<LoadedKey[]> | undefined;
  let reloadedAt = 0;

  const load = async (): Promise<LoadedKey[]> => {
    let rows = await listSigningKeys(db);
    if (rows.length === 0) {
      await insertNewKey(db);
      rows = await listSigningKeys(db);
    }
    return Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        privateKey: (await importJWK(row.privateJwk as JWK, ID_TOKEN_ALG)) as CryptoKey,
        publicKey: (await importJWK(row.publicJwk as JWK, ID_TOKEN_ALG)) as CryptoKey,
        publicJwk: row.publicJwk as JWK,
      })),
    );
  };
  const keys = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    async current() {
      const [first] = await keys();
      return first!;
    },
    async publicKey(kid) {
      let found = (await keys()).find((key) => key.kid === kid);
      // Another instance may have made a key since; look again, at most once a minute, so
      // tokens with made-up key ids cannot turn into a database query each.
      if (!found && Date.now() - reloadedAt > 60_000) {
        reloadedAt = Date.now();
        loaded = undefined;
        found = (await keys()).find((key) => key.kid === kid);
      }
      return found?.publicKey;
    },
    async jwks() {
      return {
        keys: (await keys()).map((key) => ({
          ...key.publicJwk,
          kid: key.kid,
          alg: ID_TOKEN_ALG,
          use: 'sig',
        })),
      };
    },
  };
}

async function insertNewKey(db: Database) {
  const pair = await generateKeyPair(ID_TOKEN_ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(pair.privateKey)), kid };
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid };
  await insertSigningKey(db, { kid, privateJwk, publicJwk });
}

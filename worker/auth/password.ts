import { scrypt as scryptCb, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with scrypt (OWASP ASVS 5.0 appendix C row N=2^15, r=8, p=3).
 * Workers' production runtime caps N·r·p at 2^20 and needs maxmem raised; a test pins these.
 * The parameters travel with each hash, so a change here upgrades hashes at the next sign-in.
 */
export const SCRYPT_PARAMS = { logN: 15, r: 8, p: 3, keyLength: 32, saltLength: 16 } as const
const MAXMEM = 64 * 1024 * 1024

type Params = { logN: number; r: number; p: number }

const derive = (password: string, salt: Uint8Array, params: Params, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scryptCb(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: MAXMEM },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

export const hashPassword = async (password: string) => {
  const { logN, r, p, keyLength, saltLength } = SCRYPT_PARAMS
  const salt = crypto.getRandomValues(new Uint8Array(saltLength))
  const key = await derive(password, salt, { logN, r, p }, keyLength)
  return `scrypt$${logN}$${r}$${p}$${b64(salt)}$${b64(key)}`
}

const parse = (stored: string) => {
  const [scheme, logN, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  return {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  }
}

export const verifyPassword = async (password: string, stored: string) => {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed, parsed.key.length)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

export const needsRehash = (stored: string) => {
  const parsed = parse(stored)
  const { logN, r, p } = SCRYPT_PARAMS
  return !parsed || parsed.logN !== logN || parsed.r !== r || parsed.p !== p
}

/** Spent on unknown emails so a failed sign-in takes as long whether or not the account exists. */
const DUMMY_HASH =
  'scrypt$15$8$3$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='
export const burnPasswordCheck = (password: string) => verifyPassword(password, DUMMY_HASH)

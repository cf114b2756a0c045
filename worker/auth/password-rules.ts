/** Password length rules, shared by the server schemas and the sign-up form (no runtime imports). */
export const PASSWORD_MIN = 8
/** Long passphrases are welcome; the cap only stops multi-megabyte bodies reaching scrypt. */
export const PASSWORD_MAX = 256

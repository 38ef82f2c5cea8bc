// One-time codes and their hashes as GoTrue makes them: the mail carries the code and a link
// with the hash; the user row stores the hash.
import { createHash, randomInt } from 'node:crypto';

export function generateOtp(length: number): string {
  let otp = '';
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}

/** crypto.GenerateTokenHash: hex SHA-224 of the address followed by the code. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

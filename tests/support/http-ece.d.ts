// The part of `http_ece` (no types of its own) the push test uses: decrypting what a push service received.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
  };
  export default ece;
}

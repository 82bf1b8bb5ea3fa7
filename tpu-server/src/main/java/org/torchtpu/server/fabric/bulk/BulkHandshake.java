package org.torchtpu.server.fabric.bulk;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import org.torchtpu.api.security.PodSeal;

/**
 * Mutual proof that both ends of a bulk connection hold the pod secret, without sending it: each side sends a fresh
 * random nonce and answers the other's with an HMAC-SHA256 over both nonces and its role, keyed by the pod secret's
 * key for this purpose ({@link BulkKey}: not the secret itself, nor the key that seals memberships). A tenant's API key, a
 * stranger or a replayed answer gets the connection closed before a byte of data is read.
 *
 * <pre>
 *   acceptor  -> connector : MAGIC, nonce A
 *   connector -> acceptor  : nonce C, HMAC(key, "connector" | A | C)
 *   acceptor  -> connector : HMAC(key, "acceptor" | C | A)
 * </pre>
 */
final class BulkHandshake {
  static final int MAGIC = 0x54505542; // "TPUB"
  private static final int NONCE_BYTES = 32;
  private static final int MAC_BYTES = 32;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final PodSeal key;

  BulkHandshake(PodSeal key) {
    this.key = key;
  }

  /** The accepting side; throws (and the caller closes) when the peer does not prove the secret. */
  void accept(DataInputStream in, DataOutputStream out) throws IOException {
    byte[] a = nonce();
    out.writeInt(MAGIC);
    out.write(a);
    out.flush();
    byte[] c = new byte[NONCE_BYTES];
    in.readFully(c);
    byte[] proof = new byte[MAC_BYTES];
    in.readFully(proof);
    if (!MessageDigest.isEqual(proof, mac("connector", a, c))) {
      throw new BulkRefusedException("the connecting host did not prove the pod secret");
    }
    out.write(mac("acceptor", c, a));
    out.flush();
  }

  /** The connecting side; throws (and the caller closes) when the acceptor does not prove the secret. */
  void connect(DataInputStream in, DataOutputStream out) throws IOException {
    if (in.readInt() != MAGIC) {
      throw new BulkRefusedException("the peer is not a bulk channel");
    }
    byte[] a = new byte[NONCE_BYTES];
    in.readFully(a);
    byte[] c = nonce();
    out.write(c);
    out.write(mac("connector", a, c));
    out.flush();
    byte[] proof = new byte[MAC_BYTES];
    in.readFully(proof);
    if (!MessageDigest.isEqual(proof, mac("acceptor", c, a))) {
      throw new BulkRefusedException("the accepting host did not prove the pod secret");
    }
  }

  private static byte[] nonce() {
    byte[] n = new byte[NONCE_BYTES];
    RANDOM.nextBytes(n);
    return n;
  }

  private byte[] mac(String role, byte[] first, byte[] second) {
    byte[] r = role.getBytes(StandardCharsets.US_ASCII); // fixed lengths: role, then two 32-byte nonces
    byte[] message = new byte[r.length + first.length + second.length];
    System.arraycopy(r, 0, message, 0, r.length);
    System.arraycopy(first, 0, message, r.length, first.length);
    System.arraycopy(second, 0, message, r.length + first.length, second.length);
    return key.seal(message);
  }
}

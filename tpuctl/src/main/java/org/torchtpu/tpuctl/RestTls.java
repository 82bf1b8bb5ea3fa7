package org.torchtpu.tpuctl;

import java.io.ByteArrayInputStream;
import java.net.http.HttpClient;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * The HTTP client of the commands that use a service's REST port ({@code simulate}), honouring {@code --tls} and
 * {@code --ca} as the gRPC channels do: the API key travels in a header, so it must not go out in plaintext when the
 * user asked for TLS.
 */
final class RestTls {
  private RestTls() {}

  /** "https" with TLS, else "http". */
  static String scheme(Tpuctl root) {
    return root.usesTls() ? "https" : "http";
  }

  /** A client trusting {@code --ca}'s certificates, or the JDK's CAs with {@code --tls} alone. */
  static HttpClient client(Tpuctl root) {
    byte[] caPem = root.caPem();
    if (!root.usesTls() || caPem == null) {
      return HttpClient.newHttpClient();
    }
    try {
      KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
      trusted.load(null, null);
      int n = 0;
      for (Certificate c : CertificateFactory.getInstance("X.509").generateCertificates(new ByteArrayInputStream(caPem))) {
        trusted.setCertificateEntry("ca-" + n++, c);
      }
      if (n == 0) {
        throw new Tpuctl.InputException("--ca: no certificate in " + root.ca);
      }
      TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      tmf.init(trusted);
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(null, tmf.getTrustManagers(), null);
      return HttpClient.newBuilder().sslContext(context).build();
    } catch (GeneralSecurityException | java.io.IOException e) {
      throw new Tpuctl.InputException("--ca: not a PEM certificate: " + e.getMessage());
    }
  }
}

package org.torchtpu.server.security;

import io.grpc.ChannelCredentials;
import io.grpc.TlsChannelCredentials;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.stereotype.Component;
import org.torchtpu.service.security.ServiceTlsProperties;

/**
 * How this host calls the other services (scheduler, compilation cache, other hosts' Fabric):
 * plaintext by default, or mutual TLS with the Spring SSL bundle named by
 * {@code torchtpu.security.service-tls.bundle}: its key store is the certificate this host presents,
 * its trust store the certificates (or CA) it accepts from the services it calls.
 */
@Component
public class ServiceTls {
  private final ChannelCredentials credentials;
  private final String bundle;

  @org.springframework.beans.factory.annotation.Autowired
  public ServiceTls(ServiceTlsProperties settings, ObjectProvider<SslBundles> bundles) {
    this(settings.bundle(), settings.bundle().isEmpty() ? null : bundles.getIfAvailable());
  }

  /** @param all the configured SSL bundles; may be null when {@code bundle} is blank */
  public ServiceTls(String bundle, SslBundles all) {
    this.bundle = bundle == null ? "" : bundle.trim();
    if (this.bundle.isEmpty()) {
      this.credentials = null;
    } else {
      if (all == null) {
        throw new IllegalStateException("torchtpu.security.service-tls.bundle=" + this.bundle
            + " but no spring.ssl.bundle is configured");
      }
      SslBundle b = all.getBundle(this.bundle);
      this.credentials = TlsChannelCredentials.newBuilder()
          .keyManager(b.getManagers().getKeyManagers())
          .trustManager(b.getManagers().getTrustManagers())
          .build();
    }
  }

  /** Plaintext. */
  public static ServiceTls none() {
    return new ServiceTls("", (SslBundles) null);
  }

  /** The credentials for service channels, or null for plaintext. */
  public ChannelCredentials credentials() {
    return credentials;
  }
}

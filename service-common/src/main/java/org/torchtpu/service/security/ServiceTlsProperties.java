package org.torchtpu.service.security;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code torchtpu.security.service-tls.*}: mutual TLS between the pod's services, with the defaults here alone.
 *
 * @param bundle the Spring SSL bundle ({@code spring.ssl.bundle.*}) a service presents and trusts on its calls to
 *     the other services; blank (the default) for plaintext
 * @param requireClientCertificate whether the pod's own RPCs (a service's {@link ServiceSecurityPolicy}
 *     {@code methodsNeedingAServiceCertificate}) also need a client certificate the pod trusts; default false
 */
@ConfigurationProperties(prefix = "torchtpu.security.service-tls")
public record ServiceTlsProperties(String bundle, boolean requireClientCertificate) {
  public ServiceTlsProperties {
    bundle = bundle == null ? "" : bundle.trim();
  }
}

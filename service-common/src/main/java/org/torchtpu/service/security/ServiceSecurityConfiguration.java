package org.torchtpu.service.security;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * The API-key setup every service shares: {@code torchtpu.security.*} bound once, the key table (security off,
 * loudly, without keys), the gRPC key interceptor, mutual TLS for the pod's own RPCs when required, and the REST
 * filter chain. What a key may do is the service's {@link ServiceSecurityPolicy}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({RestProperties.class, ServiceTlsProperties.class})
public class ServiceSecurityConfiguration {
  private static final String KEYS_FILE_SET = "!'${torchtpu.security.keys-file:}'.trim().isEmpty()";

  @Bean
  @ConfigurationProperties(prefix = "torchtpu.security")
  SecuritySettings securitySettings() {
    return new SecuritySettings();
  }

  /**
   * The keys of the properties, and of {@code torchtpu.security.keys-file} when one is set (a service that cannot
   * read it at start does not start).
   */
  @Bean
  ApiKeys apiKeys(SecuritySettings settings, ServiceSecurityPolicy policy, ObjectProvider<KeyFile> keyFile)
      throws java.io.IOException {
    KeyFile file = keyFile.getIfAvailable();
    if (file == null) {
      return settings.toApiKeysWarningIfOff(policy.exposureWithoutKeys());
    }
    return SecuritySettings.warnIfOff(file.read(), policy.exposureWithoutKeys());
  }

  /** The keys file, when {@code torchtpu.security.keys-file} names one (an empty value names none). */
  @Bean
  @ConditionalOnExpression(KEYS_FILE_SET)
  KeyFile keyFile(SecuritySettings settings) {
    return new KeyFile(java.nio.file.Path.of(settings.getKeysFile()), settings);
  }

  /**
   * Reads the keys file again every {@code torchtpu.security.keys-file-check} and takes its keys when it changed; the
   * file read at start built the keys, so only a later change is taken.
   */
  @Bean(destroyMethod = "close")
  @ConditionalOnExpression(KEYS_FILE_SET)
  KeyFileWatch keyFileWatch(KeyFile file, ApiKeys keys, SecuritySettings settings) {
    return new KeyFileWatch(file, keys, settings.getKeysFileCheck());
  }

  @Bean
  @GlobalServerInterceptor
  ApiKeyServerInterceptor apiKeyInterceptor(ApiKeys keys, ServiceSecurityPolicy policy) {
    return new ApiKeyServerInterceptor(keys, policy::grpcRule);
  }

  /**
   * Mutual TLS ({@code torchtpu.security.service-tls.require-client-certificate=true}): the policy's methods for the
   * pod's own machinery also need a client certificate the pod trusts, so a leaked service key alone is not enough.
   */
  @Bean
  @GlobalServerInterceptor
  @ConditionalOnProperty(name = "torchtpu.security.service-tls.require-client-certificate", havingValue = "true")
  ServiceCertificateInterceptor serviceCertificateInterceptor(ServiceSecurityPolicy policy) {
    return new ServiceCertificateInterceptor(policy.methodsNeedingAServiceCertificate());
  }

  /** Bounds the time a request's body may hold a Tomcat thread, read or left unread, on every REST port. */
  @Bean
  LeftoverBodies leftoverBodies(RestProperties rest) {
    return new LeftoverBodies(rest.leftoverBodyTime(), rest.bodyTime());
  }

  @Bean
  SecurityFilterChain restSecurity(HttpSecurity http, ApiKeys keys, ServiceSecurityPolicy policy, RestProperties rest)
      throws Exception {
    return RestApiKeys.configure(http, keys, rest.maxBodySize().toBytes(), policy::restRules);
  }
}

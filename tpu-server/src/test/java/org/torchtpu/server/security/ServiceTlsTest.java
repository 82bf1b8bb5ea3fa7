package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Grpc;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.TlsChannelCredentials;
import io.grpc.TlsServerCredentials;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.health.v1.HealthGrpc;
import io.grpc.protobuf.services.HealthStatusManager;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.ssl.DefaultSslBundleRegistry;
import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslStoreBundle;
import org.torchtpu.service.security.ServiceCertificateInterceptor;

/**
 * Mutual TLS between services: a host's service channels ({@link ServiceTls} from a Spring SSL
 * bundle) present the pod's certificate, and an RPC guarded by {@link ServiceCertificateInterceptor}
 * (Fabric on the hosts, RegisterHost/Heartbeat on the scheduler) refuses a TLS caller without one.
 */
class ServiceTlsTest {
  private static final String PASSWORD = "test-only-secret";

  @TempDir
  Path dir;

  private KeyStore podKeystore() throws Exception {
    Path p12 = dir.resolve("pod.p12");
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
        "-genkeypair", "-alias", "pod", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
        "-dname", "CN=localhost", "-ext", "SAN=dns:localhost,ip:127.0.0.1",
        "-storetype", "PKCS12", "-keystore", p12.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    KeyStore ks = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(p12)) {
      ks.load(in, PASSWORD.toCharArray());
    }
    return ks;
  }

  @Test
  void aServiceChannelPresentsThePodCertificateAndACallerWithoutOneIsRefused() throws Exception {
    KeyStore ks = podKeystore();
    KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(ks, PASSWORD.toCharArray());
    TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(ks);
    HealthStatusManager health = new HealthStatusManager();
    Server server = Grpc.newServerBuilderForPort(0, TlsServerCredentials.newBuilder()
            .keyManager(kmf.getKeyManagers()).trustManager(tmf.getTrustManagers())
            .clientAuth(TlsServerCredentials.ClientAuth.OPTIONAL).build())
        .addService(ServerInterceptors.intercept(health.getHealthService(),
            new ServiceCertificateInterceptor(Set.of("grpc.health.v1.Health/"))))
        .build().start();
    String target = "localhost:" + server.getPort();

    DefaultSslBundleRegistry bundles = new DefaultSslBundleRegistry();
    bundles.registerBundle("pod", SslBundle.of(SslStoreBundle.of(ks, PASSWORD, ks)));
    ManagedChannel service = ServiceChannels.open(target, "", new ServiceTls("pod", bundles).credentials());
    ManagedChannel tenant = Grpc.newChannelBuilder(target,
        TlsChannelCredentials.newBuilder().trustManager(tmf.getTrustManagers()).build()).build();
    try {
      assertThat(HealthGrpc.newBlockingStub(service).withDeadlineAfter(30, TimeUnit.SECONDS)
          .check(HealthCheckRequest.getDefaultInstance()).getStatus()).isEqualTo(HealthCheckResponse.ServingStatus.SERVING);
      StatusRuntimeException refused = catchThrowableOfType(() -> HealthGrpc.newBlockingStub(tenant)
          .withDeadlineAfter(30, TimeUnit.SECONDS).check(HealthCheckRequest.getDefaultInstance()), StatusRuntimeException.class);
      assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(refused.getStatus().getDescription()).contains("client certificate");
      assertThat(ServiceTls.none().credentials()).isNull();
    } finally {
      service.shutdownNow();
      tenant.shutdownNow();
      server.shutdownNow();
    }
  }
}

package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.TpuException;

/**
 * tpu-server with TLS on gRPC and REST (a Spring Boot SSL bundle from a certificate made at test
 * time with the JDK's keytool) and API keys: the SDK computes over TLS trusting that certificate;
 * plaintext, and TLS that does not trust the certificate, fail.
 */
class TlsIT {
  private static final String PASSWORD = "test-only-secret";
  @TempDir
  static Path dir;
  private static ServiceProcess server;
  private static String certPem;
  private static SSLContext trust;

  @BeforeAll
  static void start() throws Exception {
    Path keystore = dir.resolve("server.p12");
    keytool("-genkeypair", "-alias", "server", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
        "-dname", "CN=localhost", "-ext", "SAN=dns:localhost,ip:127.0.0.1",
        "-storetype", "PKCS12", "-keystore", keystore.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD);
    Path cert = dir.resolve("server.pem");
    keytool("-exportcert", "-rfc", "-alias", "server", "-keystore", keystore.toString(), "-storepass", PASSWORD,
        "-file", cert.toString());
    certPem = Files.readString(cert);
    KeyStore trusted = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keystore)) {
      trusted.load(in, PASSWORD.toCharArray());
    }
    TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(trusted);
    trust = SSLContext.getInstance("TLS");
    trust.init(null, tmf.getTrustManagers(), null);

    List<String> args = new ArrayList<>(SecurityIT.keyArgs());
    args.addAll(List.of("--torchtpu.chips=1",
        "--spring.ssl.bundle.jks.server.keystore.location=file:" + keystore,
        "--spring.ssl.bundle.jks.server.keystore.password=" + PASSWORD,
        "--spring.ssl.bundle.jks.server.keystore.type=PKCS12",
        "--spring.ssl.bundle.jks.server.key.alias=server",
        "--spring.ssl.bundle.jks.server.key.password=" + PASSWORD,
        "--spring.grpc.server.ssl.bundle=server",
        "--server.ssl.bundle=server"));
    server = ServiceProcess.startHttps("tpu-server", trust, args.toArray(String[]::new));
  }

  private static void keytool(String... args) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void sdkComputesOverTlsWithItsApiKey() {
    try (TpuClient client = TpuClient.builder().target(server.grpcTarget()).apiKey(SecurityIT.ALICE).tls(certPem).build();
         Session s = client.openSession(0, EagerMode.STRICT)) {
      Tensor x = s.arange(4);
      assertThat(x.add(x).toFloatArray()).containsExactly(0f, 2f, 4f, 6f);
      assertThat(s.info().getTenant()).isEqualTo("alice");
    }
  }

  @Test
  void plaintextAndUntrustedTlsFail() {
    ManagedChannel plain = ManagedChannelBuilder.forTarget(server.grpcTarget()).usePlaintext().build();
    try {
      Throwable t = catchThrowable(() -> RuntimeGrpc.newBlockingStub(plain).withDeadlineAfter(10, TimeUnit.SECONDS)
          .describeHost(DescribeHostRequest.getDefaultInstance()));
      assertThat(t).isInstanceOf(StatusRuntimeException.class);
      assertThat(Status.fromThrowable(t).getCode()).isIn(Status.Code.UNAVAILABLE, Status.Code.INTERNAL);
    } finally {
      plain.shutdownNow();
    }
    // TLS trusting only the JDK's CAs does not accept the self-made certificate
    try (TpuClient untrusting = TpuClient.builder().target(server.grpcTarget()).apiKey(SecurityIT.ALICE).tls()
        .deadline(Duration.ofSeconds(10)).build()) {
      Throwable t = catchThrowable(untrusting::describeHost);
      assertThat(t).isInstanceOf(TpuException.class);
      assertThat(((TpuException) t).code()).isEqualTo(Status.Code.UNAVAILABLE);
    }
    // and the key still matters over TLS
    try (TpuClient keyless = TpuClient.builder().target(server.grpcTarget()).tls(certPem).build()) {
      Throwable t = catchThrowable(keyless::describeHost);
      assertThat(((TpuException) t).code()).isEqualTo(Status.Code.UNAUTHENTICATED);
    }
  }

  @Test
  void restSpeaksHttpsOnly() throws Exception {
    HttpClient https = HttpClient.newBuilder().sslContext(trust).build();
    assertThat(https.send(HttpRequest.newBuilder(URI.create(server.managementBase() + "/actuator/health")).build(),
        HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
    assertThat(https.send(HttpRequest.newBuilder(URI.create(server.httpBase() + "/api/v1/chips"))
        .header("X-API-Key", SecurityIT.ADMIN).build(), HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
    String plainBase = server.httpBase().replace("https://", "http://");
    Throwable t = catchThrowable(() -> {
      HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(plainBase + "/api/v1/chips"))
          .build(), HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).isNotEqualTo(200); // Tomcat answers 400 "requires TLS" when it answers at all
    });
    if (t != null) {
      assertThat(t).isInstanceOf(java.io.IOException.class);
    }
  }
}

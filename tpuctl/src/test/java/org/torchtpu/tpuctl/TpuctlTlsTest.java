package org.torchtpu.tpuctl;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Grpc;
import io.grpc.Server;
import io.grpc.TlsServerCredentials;
import io.grpc.stub.StreamObserver;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.api.v1.CacheStatsRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import picocli.CommandLine;

/**
 * tpuctl over TLS against a real Netty server with a certificate made at test time (the JDK's
 * keytool): {@code --ca} trusts it; plaintext, and TLS trusting only the JDK's CAs, are refused.
 */
class TpuctlTlsTest {
  private static final String PASSWORD = "tpuctl-test-pass";
  @TempDir
  static Path dir;
  private static Server server;
  private static Path cert;
  private static javax.net.ssl.KeyManager[] serverKeys;

  @BeforeAll
  static void start() throws Exception {
    Path keystore = dir.resolve("server.p12");
    keytool("-genkeypair", "-alias", "server", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
        "-dname", "CN=localhost", "-ext", "SAN=dns:localhost,ip:127.0.0.1",
        "-storetype", "PKCS12", "-keystore", keystore.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD);
    cert = dir.resolve("server.pem");
    keytool("-exportcert", "-rfc", "-alias", "server", "-keystore", keystore.toString(), "-storepass", PASSWORD,
        "-file", cert.toString());
    KeyStore keys = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keystore)) {
      keys.load(in, PASSWORD.toCharArray());
    }
    KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(keys, PASSWORD.toCharArray());
    serverKeys = kmf.getKeyManagers();
    server = Grpc.newServerBuilderForPort(0, TlsServerCredentials.newBuilder().keyManager(serverKeys).build())
        .addService(new CompilationCacheGrpc.CompilationCacheImplBase() {
          @Override
          public void stats(CacheStatsRequest request, StreamObserver<CacheStats> out) {
            out.onNext(CacheStats.newBuilder().setStorage("embedded").setEntries(7).setMaxBytes(1L << 30).build());
            out.onCompleted();
          }
        })
        .build().start();
  }

  @AfterAll
  static void stop() throws Exception {
    if (server != null) {
      server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
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

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cmd = Tpuctl.commandLine(Connections.plaintext());
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    return cmd.execute(args);
  }

  private String target() {
    return "localhost:" + server.getPort();
  }

  @Test
  void caTrustsTheServersCertificate() {
    assertThat(run("cache", "stats", "--target", target(), "--ca", cert.toString(), "--timeout", "20"))
        .as(err.toString()).isEqualTo(Tpuctl.OK);
    assertThat(out.toString()).contains("7");
    assertThat(run("cache", "stats", "--target", target(), "--tls", "--ca", cert.toString(), "--timeout", "20"))
        .isEqualTo(Tpuctl.OK);
  }

  /** simulate speaks HTTPS with --ca, trusting that certificate, and sends its key there. */
  @Test
  void simulateSpeaksHttpsTrustingTheCa() throws Exception {
    javax.net.ssl.SSLContext context = javax.net.ssl.SSLContext.getInstance("TLS");
    context.init(serverKeys, null, null);
    com.sun.net.httpserver.HttpsServer https = com.sun.net.httpserver.HttpsServer.create(
        new java.net.InetSocketAddress("127.0.0.1", 0), 0);
    https.setHttpsConfigurator(new com.sun.net.httpserver.HttpsConfigurator(context));
    List<String> keys = new java.util.concurrent.CopyOnWriteArrayList<>();
    https.createContext("/api/v1/", exchange -> {
      keys.add(String.valueOf(exchange.getRequestHeaders().getFirst("X-API-Key")));
      byte[] answer = "{\"stepSeconds\" : 2.5}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
      exchange.sendResponseHeaders(200, answer.length);
      exchange.getResponseBody().write(answer);
      exchange.close();
    });
    https.start();
    try {
      Path module = dir.resolve("m.mlir");
      Files.writeString(module, "module @m {}");
      String rest = "localhost:" + https.getAddress().getPort();
      assertThat(run("--ca", cert.toString(), "--api-key", "k-tls", "--timeout", "20", "simulate", "--rest", rest,
          "--stablehlo", module.toString())).as(err.toString()).isEqualTo(Tpuctl.OK);
      assertThat(out.toString()).contains("\"stepSeconds\" : 2.5");
      assertThat(keys).containsExactly("k-tls");
      // trusting only the JDK's CAs, the test certificate is refused and nothing is sent
      assertThat(run("--tls", "--api-key", "k-untrusted", "--timeout", "20", "simulate", "--rest", rest,
          "--stablehlo", module.toString())).isEqualTo(Tpuctl.RPC_ERROR);
      assertThat(keys).containsExactly("k-tls");
    } finally {
      https.stop(0);
    }
  }

  @Test
  void plaintextAndUntrustedTlsAreRefused() {
    assertThat(run("cache", "stats", "--target", target(), "--timeout", "20")).isEqualTo(Tpuctl.RPC_ERROR);
    assertThat(err.toString()).contains("UNAVAILABLE");
    assertThat(run("cache", "stats", "--target", target(), "--tls", "--timeout", "20")).isEqualTo(Tpuctl.RPC_ERROR);
  }

  @Test
  void aCaFileThatIsNotPemIsAUsageError() throws Exception {
    Path bad = dir.resolve("bad.pem");
    Files.writeString(bad, "not a certificate");
    assertThat(run("cache", "stats", "--target", target(), "--ca", bad.toString())).isEqualTo(Tpuctl.USAGE);
    assertThat(err.toString()).contains("--ca");
  }
}

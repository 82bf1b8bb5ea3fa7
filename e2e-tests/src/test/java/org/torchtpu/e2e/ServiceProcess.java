package org.torchtpu.e2e;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One service of the system started as a real process from its built jar
 * ({@code <module>/target/<module>.jar}), on free loopback ports, stopped when closed.
 */
public final class ServiceProcess implements AutoCloseable {
  /**
   * SDK settings for a client whose server a test kills or stops: two attempts, 50-200 ms backoff,
   * two stream reconnects, so the client reports the lost host in well under a second instead of
   * after the default budget's half a minute.
   */
  public static final org.torchtpu.client.Resilience.Settings CLIENT_GIVES_UP_FAST =
      new org.torchtpu.client.Resilience.Settings(Duration.ofSeconds(60), 2, Duration.ofMillis(50), 2.0, 0.5,
          Duration.ofMillis(200), 20, 50f, Duration.ofSeconds(5), 2);

  private final String module;
  private final Process process;
  private final int grpcPort;
  private final int httpPort;
  /** The actuator's port (health, Prometheus): off the REST port tenants reach, on loopback. */
  private final int managementPort;
  private final Path log;
  /** Set when the service's REST port speaks HTTPS: the context that trusts its certificate. */
  private final javax.net.ssl.SSLContext httpsTrust;

  private ServiceProcess(String module, Process process, int grpcPort, int httpPort, int managementPort, Path log,
      javax.net.ssl.SSLContext httpsTrust) {
    this.managementPort = managementPort;
    this.httpsTrust = httpsTrust;
    this.module = module;
    this.process = process;
    this.grpcPort = grpcPort;
    this.httpPort = httpPort;
    this.log = log;
  }

  /** Starts {@code module}'s jar with extra Spring arguments and waits until its health endpoint is UP. */
  public static ServiceProcess start(String module, String... args) throws IOException, InterruptedException {
    return startOnPorts(module, freePort(), freePort(), args);
  }

  /** As {@link #start}, on given ports: a service restarted on its old ports keeps its clients' addresses. */
  public static ServiceProcess startOnPorts(String module, int grpcPort, int httpPort, String... args)
      throws IOException, InterruptedException {
    return startOnPorts(module, grpcPort, httpPort, null, args);
  }

  /** As {@link #start}, for a service whose REST port speaks HTTPS with a certificate {@code httpsTrust} trusts. */
  public static ServiceProcess startHttps(String module, javax.net.ssl.SSLContext httpsTrust, String... args)
      throws IOException, InterruptedException {
    return startOnPorts(module, freePort(), freePort(), httpsTrust, args);
  }

  private static ServiceProcess startOnPorts(String module, int grpcPort, int httpPort, javax.net.ssl.SSLContext httpsTrust,
      String... args) throws IOException, InterruptedException {
    ServiceProcess s = launch(module, grpcPort, httpPort, httpsTrust, args);
    s.awaitHealthy(Duration.ofSeconds(90));
    return s;
  }

  /**
   * Starts {@code module}'s jar as {@link #start} does but returns at once, without waiting for it
   * to become healthy: the start-up benchmark times the way to readiness itself.
   */
  public static ServiceProcess launch(String module, String... args) throws IOException {
    return launch(module, freePort(), freePort(), null, args);
  }

  private static ServiceProcess launch(String module, int grpcPort, int httpPort, javax.net.ssl.SSLContext httpsTrust,
      String... args) throws IOException {
    Path repo = Path.of(System.getProperty("torchtpu.repo", "..")).toAbsolutePath().normalize();
    Path jar = repo.resolve(module).resolve("target").resolve(module + ".jar");
    if (!Files.exists(jar)) {
      throw new IllegalStateException(jar + " is missing: run the build with `./mvnw verify` so the jar is packaged first");
    }
    Path log = Files.createTempFile(module + "-", ".log");
    List<String> cmd = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "--add-modules=jdk.incubator.vector", "-Xmx1g", "-XX:+UseSerialGC"));
    // Extra JVM options for the services a benchmark starts (a profiler, say): -Dtorchtpu.service.jvmArgs="-XX:... -XX:..."
    String extra = System.getProperty("torchtpu.service.jvmArgs", "").trim();
    if (!extra.isEmpty()) {
      cmd.addAll(List.of(extra.split("\s+")));
    }
    cmd.addAll(jarArguments(jar));
    int managementPort = freePort();
    cmd.addAll(List.of("--torchtpu.grpc-port=" + grpcPort, "--server.port=" + httpPort,
        "--management.server.port=" + managementPort));
    if (module.equals("tpu-server")
        && java.util.Arrays.stream(args).noneMatch(a -> a.startsWith("--torchtpu.fabric.bulk.port="))) {
      // a free port of its own for the Fabric's bulk channel, not the default gRPC port + 1, which another process of
      // the suite may have been given (a sender learns the port from the receiver's answer, so any port does)
      cmd.add("--torchtpu.fabric.bulk.port=" + freePort());
    }
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    return new ServiceProcess(module, p, grpcPort, httpPort, managementPort, log, httpsTrust);
  }

  /**
   * How to run {@code jar}: its extracted form with the class-data-sharing archive the build made
   * ({@code target/cds/<module>.jar} and {@code .jsa}, README "Start-up and the first step") when that
   * archive is at least as new as the jar, else the jar itself (the JVM ignores an archive it cannot
   * use, e.g. one from another JDK build, and starts without it; its warnings about that are off).
   */
  public static List<String> jarArguments(Path jar) throws IOException {
    if (!Boolean.getBoolean("torchtpu.cds.off")) {
      String name = jar.getFileName().toString();
      Path cds = jar.resolveSibling("cds");
      Path thin = cds.resolve(name);
      Path archive = cds.resolve(name.replaceAll("\\.jar$", ".jsa"));
      if (Files.exists(thin) && Files.exists(archive)
          && Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) >= 0) {
        return List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off", "-Xlog:cds+dynamic=off", "-jar",
            thin.toString());
      }
    }
    return List.of("-jar", jar.toString());
  }

  /** Waits until the health endpoint says UP and the gRPC port accepts connections; stops the process if it never does. */
  public void awaitHealthy(Duration timeout) throws InterruptedException, IOException {
    HttpClient.Builder builder = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2));
    if (httpsTrust != null) {
      builder.sslContext(httpsTrust);
    }
    HttpClient http = builder.build();
    long deadline = System.nanoTime() + timeout.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException(module + " exited with " + process.exitValue() + ":\n" + tail());
      }
      try {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(managementBase() + "/actuator/health"))
            .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 200 && r.body().contains("\"UP\"") && grpcListening()) {
          return;
        }
      } catch (IOException notYet) {
        // not listening yet
      }
      Thread.sleep(200);
    }
    close();
    throw new IllegalStateException(module + " did not become healthy within " + timeout + ":\n" + tail());
  }

  /** Spring reports UP a moment before the gRPC server binds; the tests need both. */
  private boolean grpcListening() {
    try (java.net.Socket socket = new java.net.Socket()) {
      socket.connect(new java.net.InetSocketAddress("127.0.0.1", grpcPort), 500);
      return true;
    } catch (IOException notYet) {
      return false;
    }
  }

  /** The last lines of the process's output, for failure messages. */
  public String tail() throws IOException {
    List<String> lines = Files.readAllLines(log);
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
  }

  /** The file the process writes its output (one JSON log record a line) to. */
  public Path logFile() {
    return log;
  }

  public String grpcTarget() {
    return "127.0.0.1:" + grpcPort;
  }

  public int grpcPort() {
    return grpcPort;
  }

  public String httpBase() {
    return (httpsTrust != null ? "https" : "http") + "://127.0.0.1:" + httpPort;
  }

  /**
   * Where the actuator answers (health, info, Prometheus): its own port on loopback, not the REST port, since
   * its metrics are the host's totals over every tenant. It speaks HTTPS when the REST port does (the management
   * server takes the server's SSL settings).
   */
  public String managementBase() {
    return (httpsTrust != null ? "https" : "http") + "://127.0.0.1:" + managementPort;
  }

  public Process process() {
    return process;
  }

  static int freePort() throws IOException {
    while (true) {
      int port;
      try (ServerSocket socket = new ServerSocket(0)) {
        socket.setReuseAddress(true);
        port = socket.getLocalPort();
      }
      // the probe's socket is closed again, so the kernel may offer the same port to the next probe before any
      // service has bound it: never hand one port out twice in this JVM (two services would race for it)
      if (HANDED_OUT.add(port)) {
        return port;
      }
    }
  }

  private static final java.util.Set<Integer> HANDED_OUT = java.util.concurrent.ConcurrentHashMap.newKeySet();

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(15, java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
    new File(log.toString()).deleteOnExit();
  }
}

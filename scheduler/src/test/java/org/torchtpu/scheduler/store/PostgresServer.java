package org.torchtpu.scheduler.store;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for tests: initdb and pg_ctl (Debian's postgresql package) on a free loopback port, in
 * a temporary directory, removed when closed. As root (PostgreSQL refuses to run as root) it runs as the
 * {@code postgres} user the package creates.
 */
final class PostgresServer implements AutoCloseable {
  private final Path dir;
  private final Path bin;
  private final int port;
  private final boolean asPostgresUser;

  private PostgresServer(Path dir, Path bin, int port, boolean asPostgresUser) {
    this.dir = dir;
    this.bin = bin;
    this.port = port;
    this.asPostgresUser = asPostgresUser;
  }

  /** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
  static Path findBinaries() {
    String path = System.getenv("PATH");
    if (path != null) {
      for (String d : path.split(File.pathSeparator)) {
        Path p = Path.of(d);
        if (Files.isExecutable(p.resolve("initdb")) && Files.isExecutable(p.resolve("pg_ctl"))) {
          return p.resolve("initdb").toAbsolutePath().toFile().toPath().getParent();
        }
      }
    }
    Path debian = Path.of("/usr/lib/postgresql");
    if (Files.isDirectory(debian)) {
      try (Stream<Path> versions = Files.list(debian)) {
        return versions.map(v -> v.resolve("bin"))
            .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
            .max(Comparator.comparing(b -> versionOf(b.getParent().getFileName().toString())))
            .orElse(null);
      } catch (IOException e) {
        return null;
      }
    }
    return null;
  }

  private static Integer versionOf(String name) {
    try {
      return Integer.parseInt(name.replaceAll("[^0-9].*", ""));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  static PostgresServer start(Path bin) throws IOException, InterruptedException {
    boolean root = "root".equals(System.getProperty("user.name"));
    Path dir = Files.createTempDirectory("torchtpu-pg-");
    if (root) {
      UserPrincipal postgres = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
      Files.setOwner(dir, postgres);
    }
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    PostgresServer pg = new PostgresServer(dir, bin, port, root);
    pg.run(bin.resolve("initdb").toString(), "-D", dir.resolve("data").toString(), "-U", "test", "--auth=trust",
        "-E", "UTF8", "--no-sync");
    pg.run(bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-l", dir.resolve("log").toString(),
        "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off", "-w", "-t", "60", "start");
    return pg;
  }

  private void run(String... cmd) throws IOException, InterruptedException {
    List<String> full = new ArrayList<>();
    if (asPostgresUser) {
      full.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    full.addAll(List.of(cmd));
    Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException(String.join(" ", full) + " failed:\n" + out + logTail());
    }
  }

  private String logTail() {
    try {
      Path log = dir.resolve("log");
      return Files.exists(log) ? "\nserver log:\n" + Files.readString(log) : "";
    } catch (IOException e) {
      return "";
    }
  }

  String jdbcUrl() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
  }

  String user() {
    return "test";
  }

  @Override
  public void close() throws IOException, InterruptedException {
    try {
      run(bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-m", "immediate", "-w", "stop");
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }
}

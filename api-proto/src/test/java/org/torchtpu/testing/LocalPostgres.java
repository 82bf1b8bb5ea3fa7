package org.torchtpu.testing;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * A real, throw-away PostgreSQL server for tests: {@code initdb} into a temp dir, {@code pg_ctl start}
 * on 127.0.0.1 and a free port (socket in the same temp dir), trust authentication for user
 * {@code postgres}; {@link #close()} stops it and deletes the dir. PostgreSQL refuses to run as root,
 * so as root {@code initdb} and {@code pg_ctl} run as the {@code postgres} user via {@code runuser}
 * on a temp dir handed to that user.
 *
 * <p>The server binaries ({@code initdb}, {@code pg_ctl}, {@code createdb}, all in one directory) are
 * taken from the directory named by the environment variable {@code TORCHTPU_PG_BIN}, else from the
 * first {@code initdb} on {@code PATH} (symlinks followed, so a link in /usr/local/bin leads to the real
 * bin directory), else from the newest installed version of the Debian package {@code postgresql}
 * ({@code /usr/lib/postgresql/<version>/bin}).
 *
 * <p>Without the binaries, {@link #start()} fails the test when the environment variable CI is set
 * (CI must install them: see .ci/run) and skips it otherwise.
 *
 * <p>Shared by the tests of several modules through api-proto's test-jar, hence JDK + JUnit only.
 */
public final class LocalPostgres implements AutoCloseable {
  public static final String USER = "postgres";
  private static final long COMMAND_TIMEOUT_SECONDS = 120;
  private static final List<String> TOOLS = List.of("initdb", "pg_ctl", "createdb");

  private final Path bin;
  private final Path base;
  private final Path data;
  private final int port;
  private final boolean asPostgresUser;
  private final Thread stopOnExit;
  private boolean stopped;

  private LocalPostgres(Path bin, Path base, int port, boolean asPostgresUser) {
    this.bin = bin;
    this.base = base;
    this.data = base.resolve("data");
    this.port = port;
    this.asPostgresUser = asPostgresUser;
    this.stopOnExit = new Thread(this::stopQuietly, "local-postgres-stop");
  }

  /** Starts a fresh server, or fails (CI) / skips (elsewhere) when PostgreSQL is not installed. */
  public static LocalPostgres start() throws IOException, InterruptedException {
    Path bin = findBinaries();
    if (bin == null) {
      String why = "PostgreSQL server binaries (" + String.join(", ", TOOLS) + " in one directory) not found in $TORCHTPU_PG_BIN,"
          + " on PATH nor under /usr/lib/postgresql/*/bin;"
          + " install them with `apt-get install -y postgresql` (.ci/run does this)";
      if (inCi()) {
        Assertions.fail(why + " — required in CI");
      }
      Assumptions.abort(why + " — skipping the PostgreSQL tests outside CI");
    }
    boolean root = "root".equals(System.getProperty("user.name"));
    Path base = Files.createTempDirectory("torchtpu-pg-");
    if (root) {
      handToPostgresUser(base);
    }
    try {
      new LocalPostgres(bin, base, 0, root).initdb();
    } catch (IOException | RuntimeException e) {
      deleteTree(base);
      throw e;
    }
    IOException lastFailure = null;
    for (int attempt = 0; attempt < 3; attempt++) {
      LocalPostgres pg = new LocalPostgres(bin, base, freePort(), root);
      try {
        pg.serverStart();
        Runtime.getRuntime().addShutdownHook(pg.stopOnExit);
        return pg;
      } catch (IOException e) {
        lastFailure = e; // most likely the port was taken meanwhile: try another
      }
    }
    deleteTree(base);
    throw lastFailure;
  }

  public int port() {
    return port;
  }

  /** JDBC URL of {@code database} on this server (user {@link #USER}, no password). */
  public String jdbcUrl(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
  }

  /** Creates an empty database with {@code createdb}. */
  public void createDatabase(String name) throws IOException, InterruptedException {
    run(false, List.of(bin.resolve("createdb").toString(), "-h", "127.0.0.1", "-p", Integer.toString(port), "-U", USER, name));
  }

  /**
   * Stops the server the way a crash would ({@code pg_ctl -m immediate}: no checkpoint, recovery
   * from the WAL at the next start) and starts it again on the same port and data directory.
   */
  public synchronized void restart() throws IOException, InterruptedException {
    crash();
    startAgain();
  }

  /** Stops the server as a crash would ({@code pg_ctl -m immediate}); {@link #startAgain()} brings it back. */
  public synchronized void crash() throws IOException, InterruptedException {
    run(asPostgresUser, List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "-w", "stop"));
  }

  /** Starts a crashed server again on the same port and data (recovering from its WAL). */
  public synchronized void startAgain() throws IOException, InterruptedException {
    serverStart();
  }

  @Override
  public void close() {
    stopQuietly();
    try {
      Runtime.getRuntime().removeShutdownHook(stopOnExit);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or about to
    }
  }

  private synchronized void stopQuietly() {
    if (stopped) {
      return;
    }
    stopped = true;
    try {
      run(asPostgresUser, List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "fast", "-w", "stop"));
    } catch (IOException | InterruptedException e) {
      System.err.println("LocalPostgres: stopping the server in " + base + " failed: " + e.getMessage());
    }
    try {
      deleteTree(base);
    } catch (IOException e) {
      System.err.println("LocalPostgres: could not delete " + base + ": " + e.getMessage());
    }
  }

  private void initdb() throws IOException, InterruptedException {
    run(asPostgresUser, List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", USER, "-A", "trust",
        "-E", "UTF8", "--locale=C", "--no-sync"));
  }

  private void serverStart() throws IOException, InterruptedException {
    String serverOptions = "-p " + port + " -k " + base + " -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off";
    run(asPostgresUser, List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", base.resolve("server.log").toString(),
        "-w", "-t", "60", "-o", serverOptions, "start"));
  }

  /** Runs a PostgreSQL tool (as the postgres user if asked), failing with its output if it does not succeed. */
  private void run(boolean asPostgres, List<String> command) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    if (asPostgres) {
      cmd.addAll(List.of("runuser", "-u", USER, "--"));
    }
    cmd.addAll(command);
    Path out = Files.createTempFile("torchtpu-pg-cmd-", ".log");
    try {
      ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).directory(base.toFile());
      pb.environment().put("LC_ALL", "C");
      Process p = pb.start();
      if (!p.waitFor(COMMAND_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(String.join(" ", cmd) + " did not finish within " + COMMAND_TIMEOUT_SECONDS + " s:\n" + Files.readString(out));
      }
      if (p.exitValue() != 0) {
        String serverLog = Files.isReadable(base.resolve("server.log")) ? "\nserver.log:\n" + Files.readString(base.resolve("server.log")) : "";
        throw new IOException(String.join(" ", cmd) + " exited with " + p.exitValue() + ":\n" + Files.readString(out) + serverLog);
      }
    } finally {
      Files.deleteIfExists(out);
    }
  }

  /** The directory holding all of {@link #TOOLS}, or null when none is found (see the class comment for the order). */
  private static Path findBinaries() throws IOException {
    String override = System.getenv("TORCHTPU_PG_BIN");
    if (override != null && !override.isBlank()) {
      Path dir = Path.of(override);
      return hasAllTools(dir) ? dir : null;
    }
    Path onPath = findOnPath();
    if (onPath != null) {
      return onPath;
    }
    Path root = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(root)) {
      return null;
    }
    List<Path> versions = new ArrayList<>();
    try (DirectoryStream<Path> dirs = Files.newDirectoryStream(root)) {
      for (Path d : dirs) {
        if (hasAllTools(d.resolve("bin"))) {
          versions.add(d);
        }
      }
    }
    return versions.stream()
        .max(Comparator.comparingDouble(LocalPostgres::versionNumber))
        .map(d -> d.resolve("bin"))
        .orElse(null);
  }

  /** The real directory of the first {@code initdb} on PATH, when the other tools sit beside it there. */
  private static Path findOnPath() {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String entry : path.split(File.pathSeparator)) {
      if (entry.isEmpty()) {
        continue;
      }
      Path initdb = Path.of(entry).resolve("initdb");
      if (!Files.isExecutable(initdb)) {
        continue;
      }
      try {
        Path dir = initdb.toRealPath().getParent();
        if (hasAllTools(dir)) {
          return dir;
        }
      } catch (IOException unresolvable) {
        // a dangling link: keep looking
      }
    }
    return null;
  }

  private static boolean hasAllTools(Path dir) {
    for (String tool : TOOLS) {
      if (!Files.isExecutable(dir.resolve(tool))) {
        return false;
      }
    }
    return true;
  }

  private static double versionNumber(Path versionDir) {
    try {
      return Double.parseDouble(versionDir.getFileName().toString());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  static boolean inCi() {
    String ci = System.getenv("CI");
    return ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false") && !ci.equals("0");
  }

  private static void handToPostgresUser(Path dir) throws IOException {
    UserPrincipalLookupService users = dir.getFileSystem().getUserPrincipalLookupService();
    UserPrincipal postgres;
    try {
      postgres = users.lookupPrincipalByName(USER);
    } catch (IOException e) {
      throw new IOException("running as root, PostgreSQL must run as the '" + USER + "' user, which does not exist"
          + " (the Debian package postgresql creates it)", e);
    }
    PosixFileAttributeView view = Files.getFileAttributeView(dir, PosixFileAttributeView.class);
    view.setOwner(postgres);
    try {
      GroupPrincipal group = users.lookupPrincipalByGroupName(USER);
      view.setGroup(group);
    } catch (IOException noSuchGroup) {
      // ownership by the user is enough
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      socket.setReuseAddress(true);
      return socket.getLocalPort();
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}

package org.torchtpu.e2e;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Debian's {@code chromium} driven from the command line in headless mode: the DOM a page has built after its
 * scripts ran ({@code --dump-dom}), and a screenshot. {@code --virtual-time-budget} lets the page's timers and
 * fetches run to completion in virtual time, so the dump shows the page as drawn rather than as first served.
 */
final class HeadlessChromium {
  /** Names the browser goes by on Debian and elsewhere; the system property torchtpu.chromium overrides them. */
  private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
  private static final long TIMEOUT_SECONDS = 120;

  private final Path binary;

  private HeadlessChromium(Path binary) {
    this.binary = binary;
  }

  /** The browser on this machine, if any. */
  static Optional<HeadlessChromium> find() {
    String configured = System.getProperty("torchtpu.chromium", "");
    if (!configured.isBlank()) {
      Path p = Path.of(configured);
      return Files.isExecutable(p) ? Optional.of(new HeadlessChromium(p)) : Optional.empty();
    }
    String path = System.getenv().getOrDefault("PATH", "");
    for (String name : NAMES) {
      for (String dir : path.split(File.pathSeparator)) {
        Path candidate = Path.of(dir, name);
        if (!dir.isEmpty() && Files.isExecutable(candidate)) {
          return Optional.of(new HeadlessChromium(candidate));
        }
      }
    }
    return Optional.empty();
  }

  Path binary() {
    return binary;
  }

  /** The page's DOM, serialised, after {@code virtualMillis} of virtual time. */
  String dumpDom(String url, int virtualMillis) throws IOException, InterruptedException {
    return run(List.of("--dump-dom", "--virtual-time-budget=" + virtualMillis, url), null);
  }

  /** Saves a PNG of the page after {@code virtualMillis} of virtual time. */
  void screenshot(String url, int virtualMillis, int width, int height, Path png) throws IOException, InterruptedException {
    Files.createDirectories(png.toAbsolutePath().getParent());
    Files.deleteIfExists(png);
    run(List.of("--screenshot=" + png.toAbsolutePath(), "--window-size=" + width + "," + height,
        "--virtual-time-budget=" + virtualMillis, url), png);
    if (!Files.exists(png)) {
      throw new IllegalStateException("chromium wrote no screenshot to " + png);
    }
  }

  private String run(List<String> args, Path expectedFile) throws IOException, InterruptedException {
    // a profile of its own: other browsers on the machine (or a previous run) cannot lock it or leak state into it
    Path profile = Files.createTempDirectory("dashboard-chromium-");
    Path stdout = Files.createTempFile("dashboard-chromium-", ".out");
    Path stderr = Files.createTempFile("dashboard-chromium-", ".log");
    List<String> cmd = new ArrayList<>(List.of(binary.toString(), "--headless", "--disable-gpu",
        // the sandbox needs user namespaces, which containers and root (CI) often lack; the page is our own
        "--no-sandbox", "--disable-dev-shm-usage", "--no-first-run", "--hide-scrollbars", "--mute-audio",
        "--user-data-dir=" + profile));
    cmd.addAll(args);
    Process p = new ProcessBuilder(cmd).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
    try {
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException("chromium did not finish within " + TIMEOUT_SECONDS + " s: " + cmd);
      }
      if (p.exitValue() != 0 && (expectedFile == null || !Files.exists(expectedFile))) {
        throw new IllegalStateException("chromium exited with " + p.exitValue() + ": " + cmd + "\n"
            + Files.readString(stderr, StandardCharsets.UTF_8));
      }
      return Files.readString(stdout, StandardCharsets.UTF_8);
    } finally {
      p.destroyForcibly();
      Files.deleteIfExists(stdout);
      Files.deleteIfExists(stderr);
      try (Stream<Path> files = Files.walk(profile)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }
}

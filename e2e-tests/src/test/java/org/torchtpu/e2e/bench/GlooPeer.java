package org.torchtpu.e2e.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * torch.distributed's gloo backend as the peer of our all-reduce: runs
 * {@code e2e-tests/src/test/python/gloo_allreduce.py} with the Python found on the PATH
 * ({@code -Dbench.python} to choose another). Only benchmarks use it, and only when that Python
 * imports torch; CI has no Python and skips the comparison.
 */
final class GlooPeer {
  private static String missing = "";
  private final String python;
  private final Path script;
  private final String version;

  private GlooPeer(String python, Path script, String version) {
    this.python = python;
    this.script = script;
    this.version = version;
  }

  /** The peer, or null (with {@link #whyMissing()}) when there is no Python with torch. */
  static GlooPeer find() {
    Path repo = Path.of(System.getProperty("torchtpu.repo", "..")).toAbsolutePath().normalize();
    Path script = repo.resolve("e2e-tests/src/test/python/gloo_allreduce.py");
    String python = System.getProperty("bench.python", "python3");
    try {
      String out = run(List.of(python, "-c", "import torch, torch.distributed as d; assert d.is_gloo_available(); "
          + "print(torch.__version__)"), 120).trim();
      return new GlooPeer(python, script, "torch " + out);
    } catch (IOException | RuntimeException e) {
      missing = python + " with torch is not available: " + e.getMessage();
      return null;
    }
  }

  static String whyMissing() {
    return missing;
  }

  String describe() {
    return version;
  }

  /** By size: the median ms per all-reduce (the slowest rank's), and the CPU us per all-reduce of all ranks together. */
  record Measured(Map<Long, Double> ms, Map<Long, Double> cpuUs) {}

  /** Measures all-reduces over {@code world} processes. */
  Measured allReduce(int world, long[] sizes, int warmup, int iterations) throws IOException {
    StringBuilder list = new StringBuilder();
    for (long s : sizes) {
      list.append(list.length() == 0 ? "" : ",").append(s);
    }
    String out = run(List.of(python, script.toString(), String.valueOf(world), list.toString(),
        String.valueOf(warmup), String.valueOf(iterations)), 600);
    Map<Long, Double> ms = bySize(out, "ms");
    Map<Long, Double> cpuUs = bySize(out, "cpu_us");
    for (long s : sizes) {
      if (!ms.containsKey(s) || !cpuUs.containsKey(s)) {
        throw new IOException("gloo_allreduce.py printed no time for " + s + " bytes: " + out);
      }
    }
    return new Measured(ms, cpuUs);
  }

  /** The numbers by size in the script's JSON object {@code name} ({"name": {"bytes": value, ...}}). */
  private static Map<Long, Double> bySize(String out, String name) {
    Map<Long, Double> values = new HashMap<>();
    Matcher object = Pattern.compile("\"" + name + "\": \\{([^}]*)}").matcher(out);
    if (object.find()) {
      Matcher m = Pattern.compile("\"(\\d+)\": ([0-9.eE+-]+)").matcher(object.group(1));
      while (m.find()) {
        values.put(Long.parseLong(m.group(1)), Double.parseDouble(m.group(2)));
      }
    }
    return values;
  }

  private static String run(List<String> command, long timeoutSeconds) throws IOException {
    Path log = Files.createTempFile("gloo-", ".txt");
    try {
      Process p = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true).redirectOutput(log.toFile())
          .start();
      if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(command.get(0) + " did not finish in " + timeoutSeconds + " s");
      }
      String out = Files.readString(log, StandardCharsets.UTF_8);
      if (p.exitValue() != 0) {
        throw new IOException("exit " + p.exitValue() + ": " + out.lines().reduce((x, y) -> y).orElse(""));
      }
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } finally {
      Files.deleteIfExists(log);
    }
  }
}

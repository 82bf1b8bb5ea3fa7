package org.torchtpu.tpuctl;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.api.v1.CacheStatsRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tpuctl cache stats}: the compilation cache's entries, size and hit rate. */
@Command(name = "cache", mixinStandardHelpOptions = true, description = "The shared compilation cache.",
    subcommands = CacheCommand.Stats.class)
final class CacheCommand implements Runnable {
  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    throw new picocli.CommandLine.ParameterException(spec.commandLine(), "name a cache command: stats");
  }

  @Command(name = "stats", mixinStandardHelpOptions = true, description = "Entries, bytes, hits and misses.")
  static final class Stats implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
      Tpuctl root = Tpuctl.root(spec);
      CacheStats s = root.withChannel(Tpuctl.CACHE, ch -> CompilationCacheGrpc.newBlockingStub(ch)
          .withDeadlineAfter(root.timeoutSeconds, TimeUnit.SECONDS).stats(CacheStatsRequest.getDefaultInstance()));
      long lookups = s.getHits() + s.getMisses();
      PrintWriter out = spec.commandLine().getOut();
      out.println("storage          " + s.getStorage());
      out.println("entries          " + s.getEntries());
      out.println("bytes            " + bytes(s.getBytes()) + " of " + bytes(s.getMaxBytes()));
      out.printf(Locale.ROOT, "hits / misses    %d / %d (hit rate %s)%n", s.getHits(), s.getMisses(),
          lookups == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * s.getHits() / lookups));
      out.println("evictions        " + s.getEvictions());
      out.println("corrupt dropped  " + s.getCorruptDropped());
      out.printf(Locale.ROOT, "compile saved    %.2f s%n", s.getCompileSecondsSaved());
    }
  }

  static String bytes(long b) {
    if (b < 1024) {
      return b + " B";
    }
    String[] units = {"KiB", "MiB", "GiB", "TiB"};
    double v = b;
    int u = -1;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return String.format(Locale.ROOT, "%.1f %s", v, units[u]);
  }
}

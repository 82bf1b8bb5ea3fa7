package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.google.protobuf.InvalidProtocolBufferException;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.stablehlo.StableHloImportException;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * Fuzzes what a Compile request reaches: the protobuf graph decoder and the compiler pipeline, and
 * the StableHLO text importer. Every input must either compile or be refused with the compiler's or
 * importer's own exception (which the Runtime turns into a status); any other exception, or a hang,
 * is a bug a hostile client could hit.
 *
 * <p>Under plain JUnit the {@code @FuzzTest} methods run their seed corpus (regression mode:
 * {@code src/test/resources/org/torchtpu/server/security/GraphCompilerFuzzTestInputs/<method>/});
 * {@code JAZZER_FUZZ=1 ./mvnw -pl tpu-server test -Dtest=GraphCompilerFuzzTest} fuzzes for real. The
 * seeded mutation test below runs a fixed number of random byte mutations of the same seeds on
 * every build, so CI explores past the corpus too.
 */
class GraphCompilerFuzzTest {
  private static final Executor EXECUTOR = new Executor();
  private static final Host HOST = new Host("fuzz-host", Generation.V5E, 1);
  private static final ChipSpec SPEC = HOST.chips().get(0).spec();
  /** No cache between inputs: each input is compiled, not looked up. */
  private static ProgramService programs() {
    return new ProgramService(EXECUTOR, new ProgramCache(0, null, HOST.id(), EXECUTOR, new SimpleMeterRegistry()));
  }

  private static final ProgramService PROGRAMS = programs();

  /** Compiles the graph {@code bytes} decode to, if they do; true when it compiled. */
  static boolean compileGraph(byte[] bytes) {
    Graph graph;
    try {
      graph = Graph.parseFrom(bytes);
    } catch (InvalidProtocolBufferException e) {
      return false; // the gRPC layer refuses undecodable messages before the service sees them
    }
    try {
      PROGRAMS.compileGraph("t", graph, CompileOptions.getDefaultInstance(), SPEC, 1);
      return true;
    } catch (CompileException e) {
      assertThat(e.getMessage()).isNotBlank();
      return false;
    }
  }

  static boolean importStableHlo(String text) {
    try {
      StableHloImporter.parse(text);
      return true;
    } catch (StableHloImportException e) {
      assertThat(e.getMessage()).isNotBlank();
      return false;
    }
  }

  @FuzzTest(maxDuration = "60s")
  void graphDecoderAndCompiler(byte[] bytes) {
    compileGraph(bytes);
  }

  @FuzzTest(maxDuration = "60s")
  void stableHloImporter(byte[] bytes) {
    importStableHlo(new String(bytes, StandardCharsets.UTF_8));
  }

  static List<byte[]> seeds(String method) throws IOException {
    List<byte[]> out = new ArrayList<>();
    for (String name : List.of("mlp", "softmax", "reduce", "cyclic", "stablehlo")) {
      try (InputStream in = GraphCompilerFuzzTest.class.getResourceAsStream(
          "GraphCompilerFuzzTestInputs/" + method + "/" + name)) {
        if (in != null) {
          out.add(in.readAllBytes());
        }
      }
    }
    assertThat(out).as("seed corpus of " + method).isNotEmpty();
    return out;
  }

  /** Flips, inserts, deletes and overwrites bytes of the seeds: a fixed, reproducible walk (seed 7). */
  static byte[] mutate(byte[] seed, Random random) {
    List<Byte> b = new ArrayList<>(seed.length + 8);
    for (byte x : seed) {
      b.add(x);
    }
    int edits = 1 + random.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int at = b.isEmpty() ? 0 : random.nextInt(b.size());
      switch (random.nextInt(4)) {
        case 0 -> {
          if (!b.isEmpty()) {
            b.set(at, (byte) (b.get(at) ^ (1 << random.nextInt(8))));
          }
        }
        case 1 -> b.add(at, (byte) random.nextInt(256));
        case 2 -> {
          if (!b.isEmpty()) {
            b.remove(at);
          }
        }
        default -> {
          if (!b.isEmpty()) {
            // interesting values for varints: zero, negative, huge
            byte[] values = {0, (byte) 0x7f, (byte) 0xff, (byte) 0x80, 1, 2};
            b.set(at, values[random.nextInt(values.length)]);
          }
        }
      }
    }
    byte[] out = new byte[b.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.get(i);
    }
    return out;
  }

  @Test
  void seededMutationsOfTheGraphCorpusCompileOrAreRefused() throws IOException {
    Random random = new Random(7);
    List<byte[]> seeds = seeds("graphDecoderAndCompiler");
    int compiled = 0;
    for (byte[] s : seeds) {
      compiled += compileGraph(s) ? 1 : 0;
    }
    assertThat(compiled).as("the valid seeds compile").isGreaterThanOrEqualTo(3);
    for (int i = 0; i < 3000; i++) {
      compileGraph(mutate(seeds.get(i % seeds.size()), random));
    }
  }

  @Test
  void seededMutationsOfStableHloTextImportOrAreRefused() throws IOException {
    Random random = new Random(7);
    List<byte[]> seeds = seeds("stableHloImporter");
    for (int i = 0; i < 3000; i++) {
      importStableHlo(new String(mutate(seeds.get(i % seeds.size()), random), StandardCharsets.UTF_8));
    }
  }
}

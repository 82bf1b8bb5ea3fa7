package org.torchtpu.tpuctl;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.AdvisorGrpc;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.client.Advice;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tpuctl advise}: a tpu-server's hardware advisor on a StableHLO module or a graph file. */
@Command(name = "advise", mixinStandardHelpOptions = true,
    description = "Hardware advisor report (MXU use, HBM-bound kernels, data-dependent ops) for a StableHLO "
        + "module or a graph.")
final class AdviseCommand implements Runnable {
  @Spec
  CommandSpec spec;

  static final class Subject {
    @Option(names = "--stablehlo", paramLabel = "FILE", description = "StableHLO MLIR text, as jax.jit(f).lower(...).as_text() prints it")
    Path stablehlo;

    @Option(names = "--graph", paramLabel = "FILE", description = "a torchtpu.v1.Graph: binary protobuf (.pb) or protobuf JSON (.json)")
    Path graph;
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  Subject subject;

  @Option(names = "--generation", description = "advise for this generation: v4, v5e, v5p, v6e, v7 (default: the host's)")
  String generation;

  @Option(names = "--json", description = "print the report as protobuf JSON")
  boolean json;

  @Override
  public void run() {
    AdviseRequest.Builder req = AdviseRequest.newBuilder();
    if (subject.stablehlo != null) {
      req.setStablehlo(new String(read(subject.stablehlo), StandardCharsets.UTF_8));
    } else {
      req.setGraph(graph(subject.graph));
    }
    if (generation != null) {
      req.setGeneration(Tpuctl.generation(generation));
    }
    Tpuctl root = Tpuctl.root(spec);
    AdviceReport report = root.withChannel(Tpuctl.TPU_SERVER, ch -> AdvisorGrpc.newBlockingStub(ch)
        .withDeadlineAfter(root.timeoutSeconds, TimeUnit.SECONDS).advise(req.build()));
    if (json) {
      try {
        spec.commandLine().getOut().println(JsonFormat.printer().print(report));
      } catch (InvalidProtocolBufferException e) {
        throw new IllegalStateException("cannot print the report as JSON", e);
      }
    } else {
      spec.commandLine().getOut().print(Advice.format(report));
      spec.commandLine().getOut().flush(); // print() does not flush, and main exits right after
    }
  }

  private static Graph graph(Path file) {
    byte[] bytes = read(file);
    try {
      if (file.getFileName().toString().endsWith(".json")) {
        Graph.Builder g = Graph.newBuilder();
        JsonFormat.parser().merge(new String(bytes, StandardCharsets.UTF_8), g);
        return g.build();
      }
      return Graph.parseFrom(bytes);
    } catch (InvalidProtocolBufferException e) {
      throw new Tpuctl.InputException(file + " is not a torchtpu.v1.Graph (" + e.getMessage() + ")", e);
    }
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new Tpuctl.InputException("cannot read " + file + ": " + e, e);
    }
  }
}

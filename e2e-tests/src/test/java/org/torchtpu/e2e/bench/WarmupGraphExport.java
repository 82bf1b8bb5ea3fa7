package org.torchtpu.e2e.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.optim.TrainStep;
import org.torchtpu.e2e.ServiceProcess;
import org.torchtpu.e2e.workloads.LlamaGolden;
import org.torchtpu.e2e.workloads.Workloads;

/**
 * Writes the graphs the SDK traces for two first steps as binary {@code Graph} protos into
 * {@code tpu-server/src/main/resources/warmup/}: the MLP train step ({@link Workloads#mlpTrainStep}) and the golden
 * tiny Llama's compiled train step (forward, backward, AdamW: the mode table's Compiled Llama row). A fresh
 * tpu-server compiles and runs them in its start-up warm-up, so the Compile path it JIT-compiles is the one the
 * SDK's graphs take (README "Start-up and the first step"); the server-side benchmarks ({@code ProgramBench
 * llama_train_step}, with {@code -Dbench.profile=N} per kernel) and tests run the Llama graph without a client or a
 * transport. A tool, run by hand after packaging when the SDK's tracing changes:
 * {@code java -cp ... org.torchtpu.e2e.bench.WarmupGraphExport [out-dir]}.
 */
public final class WarmupGraphExport {
  private WarmupGraphExport() {}

  public static void main(String[] args) throws Exception {
    Path repo = Path.of(System.getProperty("torchtpu.repo", "..")).toAbsolutePath().normalize();
    Path out = args.length > 0 ? Path.of(args[0]) : repo.resolve("tpu-server/src/main/resources/warmup");
    Files.createDirectories(out);
    try (ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.generation=v5e", "--torchtpu.chips=1");
         TpuClient client = TpuClient.connect(server.grpcTarget());
         Session s = client.openSession("export", 0, EagerMode.FUSED)) {
      Tensor[] state = Workloads.mlpInputs(s, 1);
      CompiledFunction mlp = s.compileList(Workloads::mlpTrainStep, state);
      write(out.resolve("mlp_train_step.pb"), mlp.program().graph());
      LlamaGolden golden = LlamaGolden.load();
      LlamaModel model = golden.model(s);
      TrainStep step = golden.trainStep(s, model, true);
      write(out.resolve("llama_train_step.pb"), step.compiledFunction().program().graph());
    }
  }

  private static void write(Path file, Graph graph) throws Exception {
    Files.write(file, graph.toByteArray());
    System.out.printf("wrote %s: %d ops, %d parameters, %d bytes%n", file, graph.getOpsCount(),
        graph.getParametersCount(), graph.getSerializedSize());
  }
}

package org.torchtpu.e2e.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.optim.TrainStep;
import org.torchtpu.e2e.ServiceProcess;
import org.torchtpu.e2e.workloads.LlamaGolden;

/**
 * Writes the graph the SDK traces for the golden tiny Llama's compiled train step (forward, backward, AdamW: the
 * mode table's Compiled Llama row) as a binary {@code Graph} proto, so the server-side benchmarks
 * ({@code ProgramBench llama_train_step}, with {@code -Dbench.profile=N} per kernel) run exactly that program without
 * a client or a transport. A tool, run by hand after packaging when the SDK's tracing changes:
 * {@code java -cp ... org.torchtpu.e2e.bench.LlamaStepGraphExport [out.pb]} (default
 * {@code tpu-server/src/test/resources/programs/llama_train_step.pb}).
 */
public final class LlamaStepGraphExport {
  private LlamaStepGraphExport() {}

  public static void main(String[] args) throws Exception {
    Path repo = Path.of(System.getProperty("torchtpu.repo", "..")).toAbsolutePath().normalize();
    Path out = args.length > 0 ? Path.of(args[0])
        : repo.resolve("tpu-server/src/test/resources/programs/llama_train_step.pb");
    try (ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.generation=v5e", "--torchtpu.chips=1");
         TpuClient client = TpuClient.connect(server.grpcTarget());
         Session s = client.openSession("export", 0, EagerMode.FUSED)) {
      LlamaGolden golden = LlamaGolden.load();
      LlamaModel model = golden.model(s);
      TrainStep step = golden.trainStep(s, model, true);
      Graph graph = step.compiledFunction().program().graph();
      Files.createDirectories(out.getParent());
      Files.write(out, graph.toByteArray());
      System.out.printf("wrote %s: %d ops, %d parameters, %d bytes%n", out, graph.getOpsCount(),
          graph.getParametersCount(), graph.getSerializedSize());
    }
  }
}

package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.TpuException;
import org.torchtpu.client.dist.ProcessGroup;
import org.torchtpu.client.dist.ReduceOp;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.LlamaConfig;
import org.torchtpu.client.nn.LlamaModel;

/**
 * Abstract execution through its two public entries against a real tpu-server process with keys on: an abstract
 * session of the SDK (a program at full size, priced, memory-checked, nothing computed) and a tenant's
 * {@code POST /api/v1/simulate}.
 */
class AbstractExecutionIT {
  static final String ALICE = "alice-key-abstract-1";
  static final String ADMIN = "ops-key-abstract-1";
  private static ServiceProcess server;
  private static TpuClient alice;

  @BeforeAll
  static void start() throws Exception {
    server = ServiceProcess.start("tpu-server", "--torchtpu.generation=v5e", "--torchtpu.chips=1",
        "--torchtpu.security.tenants.alice.api-key-sha256=" + ApiKeys.sha256Hex(ALICE),
        "--torchtpu.security.admins.ops.api-key-sha256=" + ApiKeys.sha256Hex(ADMIN));
    alice = TpuClient.builder().target(server.grpcTarget()).apiKey(ALICE).build();
  }

  @AfterAll
  static void stop() {
    if (alice != null) {
      alice.close();
    }
    if (server != null) {
      server.close();
    }
  }

  /** One MLP layer's forward and loss. */
  private static Tensor step(Session s, long batch, long width, long hidden) {
    Tensor x = s.randn(1, DType.BF16, batch, width);
    Tensor w1 = s.randn(2, DType.BF16, width, hidden);
    Tensor w2 = s.randn(3, DType.BF16, hidden, width);
    return x.matmul(w1).relu().matmul(w2).sum();
  }

  @Test
  void anAbstractSessionPricesWhatARealOneRunsAndRunsFullSizeWithoutValues() {
    for (EagerMode mode : new EagerMode[] {EagerMode.STRICT, EagerMode.FUSED}) {
      double real;
      double abs;
      try (Session r = alice.openSession(0, mode)) {
        step(r, 64, 256, 512).item();
        real = r.simulatedSeconds();
        assertThat(r.isAbstract()).isFalse();
      }
      try (Session a = alice.openAbstractSession("", Generation.GENERATION_UNSPECIFIED, 0, mode)) {
        assertThat(a.isAbstract()).isTrue();
        Tensor loss = step(a, 64, 256, 512);
        abs = a.simulatedSeconds();
        assertThatThrownBy(loss::item).isInstanceOf(TpuException.class)
            .satisfies(e -> assertThat(((TpuException) e).code()).isEqualTo(Status.Code.FAILED_PRECONDITION))
            .hasMessageContaining("abstract");
      }
      // the same prices per op; the client adds them up per acknowledgement, and a stream coalesces its acks
      // differently from run to run, so the totals may differ in the last bits of the double
      assertThat(abs).as(mode + ": the same program, the same price").isPositive()
          .isCloseTo(real, org.assertj.core.data.Percentage.withPercentage(1e-9));
    }
    // full size: a 8x2048-token batch through a 4096 -> 14336 -> 4096 MLP (1.4 TFLOP) on a v5e, in seconds of wall
    try (Session a = alice.openAbstractSession("", Generation.V5E, 0, EagerMode.FUSED)) {
      step(a, 8 * 2048, 4096, 14336);
      double seconds = a.simulatedSeconds();
      double flops = 2.0 * 2 * 8 * 2048 * 4096 * 14336;
      assertThat(seconds).isGreaterThan(flops / a.spec().getPeakBf16Flops());
      // two 8 GiB values and a third: more than the chip's 16 GiB, refused as a real allocation would be
      Tensor big = a.zeros(DType.BF16, 65536, 65536);
      Tensor twice = big.add(big);
      assertThatThrownBy(() -> twice.neg().tanh().sum().item()).isInstanceOf(TpuException.class)
          .satisfies(e -> assertThat(((TpuException) e).code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED))
          .hasMessageContaining("HBM");
    }
  }

  /**
   * An abstract rank of a world, opened through the SDK: ProcessGroup's eager collectives are priced on the world's
   * slice and answered abstractly. The same all-reduce costs the same on any rank of a symmetric torus, and more on a
   * ring of 64 chips than on a ring of 4 (each step of a ring crosses one link: twice 63 steps against twice 3); an
   * all-gather's result takes the whole world's data.
   */
  @Test
  void anAbstractRankOfAWorldPricesItsEagerCollectivesOnTheWorldsSlice() {
    Object[][] worlds = {{64, 5, "4x4x4"}, {64, 42, "4x4x4"}, {64, 0, ""}, {4, 0, ""}};
    double[] allReduce = new double[worlds.length];
    for (int i = 0; i < worlds.length; i++) {
      int size = (Integer) worlds[i][0];
      int rank = (Integer) worlds[i][1];
      try (Session a = alice.openAbstractRank("", Generation.V5P, size, rank, (String) worlds[i][2],
          EagerMode.STRICT)) {
        assertThat(a.isAbstract()).isTrue();
        ProcessGroup world = ProcessGroup.world(a);
        assertThat(world.rank()).isEqualTo(rank);
        Tensor x = a.zeros(DType.BF16, 4096, 4096);
        double before = a.simulatedSeconds();
        Tensor sum = world.allReduce(x, ReduceOp.SUM);
        assertThat(sum.shape()).containsExactly(4096L, 4096L);
        allReduce[i] = a.simulatedSeconds() - before;
        Tensor gathered = world.allGather(a.zeros(DType.BF16, 16, 128), 0);
        assertThat(gathered.shape()).containsExactly(16L * size, 128L);
        assertThatThrownBy(() -> sum.sum().item()).isInstanceOf(TpuException.class)
            .satisfies(e -> assertThat(((TpuException) e).code()).isEqualTo(Status.Code.FAILED_PRECONDITION));
      }
    }
    assertThat(allReduce[0]).isPositive().isCloseTo(allReduce[1], org.assertj.core.data.Percentage.withPercentage(1e-9));
    assertThat(allReduce[2]).as("a ring of 64 vs a ring of 4").isGreaterThan(allReduce[3]);
    assertThat(allReduce[3]).isPositive();
    // the world is checked as the server checks it, the field named
    assertThatThrownBy(() -> alice.openAbstractRank("", Generation.V5P, 8, 8, "2x2x2", EagerMode.STRICT))
        .isInstanceOf(TpuException.class)
        .satisfies(e -> assertThat(((TpuException) e).code()).isEqualTo(Status.Code.INVALID_ARGUMENT))
        .hasMessageContaining("world.rank 8");
    assertThatThrownBy(() -> alice.openAbstractRank("", Generation.V5P, 8, 0, "4x4x4", EagerMode.STRICT))
        .isInstanceOf(TpuException.class).hasMessageContaining("world.slice_topology");
  }

  @Test
  void theSdksLlamaRunsATrainStepAtLlama32OneBSizeOnAnotherGeneration() {
    // Llama 3.2 1B's shape (16 layers, width 2048, 32/8 heads, SwiGLU 8192, vocab 128256) on a v6e although the host
    // simulates v5e chips: forward, loss and backward of one 128-token sequence, nothing computed. (The eager step
    // keeps f32 activations for the backward and frees dropped tensors when the client's garbage collector finds
    // them; 128 tokens fit the v6e's 32 GiB even if it found none.)
    LlamaConfig config = new LlamaConfig(128256, 2048, 16, 32, 8, 8192, 1e-5, 500000, 0);
    try (Session a = alice.openAbstractSession("", Generation.V6E, 0, EagerMode.FUSED)) {
      assertThat(a.spec().getGeneration()).isEqualTo(Generation.V6E);
      LlamaModel model = new LlamaModel(new Init(a, 1), config);
      Tensor ids = a.zeros(DType.S64, 1, 128);
      Tensor loss = model.loss(ids, ids);
      loss.backward();
      double seconds = a.simulatedSeconds();
      double params = 0;
      for (org.torchtpu.client.nn.Parameter p : model.parameters()) {
        params += p.value().numel();
        assertThat(p.grad()).as("every parameter has its (abstract) gradient").isNotNull();
      }
      assertThat(params).isBetween(1.2e9, 1.6e9);
      // the step's peak HBM on the (private) v6e: at least the f32 parameters and their gradients, within 32 GiB
      org.torchtpu.api.v1.SessionStatus status = a.status();
      assertThat(status.getChipHbmPeakBytes()).isGreaterThan((long) (params * 4 * 2))
          .isLessThanOrEqualTo(status.getChipHbmBytes());
      // the server's total and the client's sum of acknowledged times: the same prices added in another order
      assertThat(status.getTotal().getDeviceSeconds()).isCloseTo(seconds,
          org.assertj.core.data.Percentage.withPercentage(1e-9));
      // at least the model's matmul FLOPs (6 per parameter per token, the embedding's gather aside) at peak
      assertThat(seconds).isGreaterThan(6 * (params - 128256.0 * 2048) * 128 / a.spec().getPeakBf16Flops());
      assertThatThrownBy(loss::item).hasMessageContaining("abstract");
    }
  }

  @Test
  void aTenantSimulatesItsOwnProgramOverRestButStaysOutOfAdminViews() throws Exception {
    String body = """
        {"generation":"v6e","mode":"compiled",
         "model":{"name":"llama3.1-8b","layers":32,"embed":4096,"heads":32,"kvHeads":8,"headDim":128,"mlp":14336,
                  "vocab":128256,"mlpMatrices":2,"activationOps":3,"parallelBlock":false,"rope":true,
                  "tiedEmbedding":false,"normsPerLayer":2},
         "recipe":{"perDeviceBatch":3,"seqLen":8192,"saved":["qkv","out_proj"],"fsdp":256,"tensor":1,"slices":1,
                   "training":true,"hostOffload":true}}""";
    HttpResponse<String> ok = SecurityIT.send(server, "POST", "/api/v1/simulate", ALICE, body);
    assertThat(ok.statusCode()).as(ok.body()).isEqualTo(200);
    assertThat(ok.body()).contains("\"devices\" : 256").contains("stepSeconds");
    HttpResponse<String> tooBig = SecurityIT.send(server, "POST", "/api/v1/simulate", ALICE,
        body.replace("\"slices\":1", "\"slices\":1000"));
    assertThat(tooBig.statusCode()).isEqualTo(400);
    assertThat(tooBig.body()).contains("slices must be");
    assertThat(SecurityIT.send(server, "POST", "/api/v1/simulate", null, body).statusCode()).isEqualTo(401);
    assertThat(SecurityIT.get(server, "/api/v1/sessions", ALICE).statusCode()).isEqualTo(403);
    assertThat(SecurityIT.get(server, "/api/v1/sessions", ADMIN).statusCode()).isEqualTo(200);
  }
}

package org.torchtpu.server.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;
import org.torchtpu.server.simulate.TrainRecipe;
import org.torchtpu.server.simulate.TransformerConfig;

class SimulateControllerTest {
  static final ObjectMapper JSON = new ObjectMapper();
  static final TransformerConfig LLAMA8B = new TransformerConfig("llama3.1-8b", 32, 4096, 32, 8, 128, 14336, 128256,
      2, 3, false, true, false, 2);

  @Test
  void aRequestBodyAsJsonIsSimulatedAndAnsweredAsAReport() throws Exception {
    String body = """
        {"generation":"v6e","mode":"compiled",
         "model":{"name":"llama3.1-8b","layers":32,"embed":4096,"heads":32,"kvHeads":8,"headDim":128,"mlp":14336,
                  "vocab":128256,"mlpMatrices":2,"activationOps":3,"parallelBlock":false,"rope":true,
                  "tiedEmbedding":false,"normsPerLayer":2},
         "recipe":{"perDeviceBatch":4,"seqLen":8192,"saved":["qkv","out_proj"],"fsdp":256,"tensor":1,"slices":2,
                   "training":true,"hostOffload":true}}""";
    SimulateController.SimulateRequest request = JSON.readValue(body, SimulateController.SimulateRequest.class);
    ResponseEntity<?> response = new SimulateController(2).simulate(request);
    assertThat(response.getStatusCode().value()).isEqualTo(200);
    JsonNode report = JSON.readTree((String) response.getBody());
    assertThat(report.get("devices").asInt()).isEqualTo(512);
    assertThat(report.get("stepSeconds").asDouble()).isPositive();
    assertThat(report.get("topOps").size()).isPositive();
  }

  /** Over Spring MVC as the service serves it: the body is read from the request's stream, unknown fields ignored. */
  @Test
  void aPostedBodyIsBoundAndSimulated() throws Exception {
    var mvc = org.springframework.test.web.servlet.setup.MockMvcBuilders.standaloneSetup(new SimulateController(2))
        .build();
    String body = """
        {"generation":"v5e","aFieldOfANewerClient":1,"stablehlo":%s}""".formatted(JSON.writeValueAsString(
        "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %a, %a : tensor<4xf32>\n"
            + "  return %0 : tensor<4xf32>\n}"));
    var answer = mvc.perform(org.springframework.test.web.servlet.request.MockMvcRequestBuilders
        .post("/api/v1/simulate").contentType(org.springframework.http.MediaType.APPLICATION_JSON).content(body))
        .andReturn().getResponse();
    assertThat(answer.getStatus()).as(answer.getContentAsString()).isEqualTo(200);
    assertThat(JSON.readTree(answer.getContentAsString()).get("devices").asInt()).isEqualTo(1);
  }

  /** A shard_map module (JAX's Megatron MLP over 4 devices, Shardy) simulated on its own mesh. */
  @Test
  void aShardMapModuleIsSimulatedOnItsOwnMeshWithItsCollectivesPriced() throws Exception {
    String text = org.torchtpu.server.stablehlo.StableHloGoldenTest.resource("shard_map/megatron_mlp.shardy.mlir");
    String body = JSON.writeValueAsString(Map.of("generation", "v5e", "mode", "compiled", "stablehlo", text));
    ResponseEntity<?> response = new SimulateController(2).simulate(JSON.readValue(body,
        SimulateController.SimulateRequest.class));
    assertThat(response.getStatusCode().value()).as("%s", response.getBody()).isEqualTo(200);
    JsonNode report = JSON.readTree((String) response.getBody());
    assertThat(report.get("devices").asInt()).isEqualTo(4);
    assertThat(report.get("collectiveSeconds").asDouble()).isPositive();
    // the same region left partly to the automatic partitioner is answered 400 naming the op and why
    String partial = text.replace("manual_axes={\"model\"}", "manual_axes={}");
    assertThat(partial).isNotEqualTo(text);
    ResponseEntity<?> refused = new SimulateController(2).simulate(JSON.readValue(JSON.writeValueAsString(Map.of(
        "generation", "v5e", "mode", "compiled", "stablehlo", partial)), SimulateController.SimulateRequest.class));
    assertThat(refused.getStatusCode().value()).isEqualTo(400);
    assertThat(((Map<?, ?>) refused.getBody()).get("message").toString()).contains("sdy.manual_computation")
        .contains("leave mesh axes [model]");
  }

  /**
   * A module whose own mesh is past the pod (mhlo.num_partitions, no request mesh) is answered 400 naming the mesh
   * before its collectives (sized by it) are imported: at 2e9 partitions the import used to allocate a 2 GB array,
   * and a mesh within Mesh's bound but past the pod used to be imported first.
   */
  @Test
  void aModuleMeshPastThePodIsRefusedBeforeItsCollectivesAreImported() throws Exception {
    for (long partitions : new long[] {2_000_000_000L, 100_000L}) {
      // the group names device 99,999: within the module's mesh, so only the mesh bound can refuse this module
      String text = org.torchtpu.server.stablehlo.ShardMapImportBudgetTest.psums(partitions, 1,
          "dense<[[0, 99999]]> : tensor<1x2xi64>");
      ResponseEntity<?> refused = new SimulateController(2).simulate(JSON.readValue(JSON.writeValueAsString(Map.of(
          "generation", "v5e", "mode", "compiled", "stablehlo", text)), SimulateController.SimulateRequest.class));
      assertThat(refused.getStatusCode().value()).as("%s partitions", partitions).isEqualTo(400);
      assertThat(((Map<?, ?>) refused.getBody()).get("message").toString()).as("%s partitions", partitions)
          .contains("[" + partitions + "]");
    }
  }

  @Test
  void aMixtureOfExpertsIsTakenFromItsJsonFieldsAndAbsentFieldsMeanDense() throws Exception {
    String model = """
        "model":{"name":"mixtral-8x7b","layers":32,"embed":4096,"heads":32,"kvHeads":8,"headDim":128,"mlp":14336,
                 "vocab":32000,"mlpMatrices":2,"activationOps":3,"parallelBlock":false,"rope":true,
                 "tiedEmbedding":false,"normsPerLayer":2%s},""";
    String recipe = """
        "recipe":{"perDeviceBatch":4,"seqLen":4096,"saved":["qkv"],"fsdp":64,"tensor":1,"slices":1,
                  "training":true,"hostOffload":true%s}}""";
    String moe = "{\"generation\":\"v6e\"," + model.formatted(
        ",\"experts\":8,\"expertsPerToken\":2,\"expertMlp\":14336") + recipe.formatted(
        ",\"expert\":4,\"capacityFactor\":1.25");
    SimulateController.SimulateRequest request = JSON.readValue(moe, SimulateController.SimulateRequest.class);
    assertThat(request.model().experts()).isEqualTo(8);
    assertThat(request.recipe().expert()).isEqualTo(4);
    assertThat(request.recipe().chipsPerSlice()).isEqualTo(256);
    ResponseEntity<?> response = new SimulateController(2).simulate(request);
    assertThat(response.getStatusCode().value()).isEqualTo(200);
    JsonNode report = JSON.readTree((String) response.getBody());
    assertThat(report.get("devices").asInt()).isEqualTo(256);
    // the same body without the expert fields is the dense model (one MLP of 14336) on 64 chips: less work per token
    SimulateController.SimulateRequest dense = JSON.readValue("{\"generation\":\"v6e\"," + model.formatted("")
        + recipe.formatted(""), SimulateController.SimulateRequest.class);
    assertThat(dense.model().moe()).isFalse();
    assertThat(dense.recipe().expert()).isEqualTo(1);
    assertThat(dense.recipe().capacityFactor()).isZero();
    JsonNode denseReport = JSON.readTree((String) new SimulateController(2).simulate(dense).getBody());
    assertThat(denseReport.get("devices").asInt()).isEqualTo(64);
    assertThat(denseReport.get("stepSeconds").asDouble()).isLessThan(report.get("stepSeconds").asDouble());
    // an expert axis that does not divide the experts is a 400 naming both
    ResponseEntity<?> bad = new SimulateController(2).simulate(JSON.readValue("{\"generation\":\"v6e\","
        + model.formatted(",\"experts\":8,\"expertsPerToken\":2") + recipe.formatted(",\"expert\":3"),
        SimulateController.SimulateRequest.class));
    assertThat(bad.getStatusCode().value()).isEqualTo(400);
    assertThat(((Map<?, ?>) bad.getBody()).get("message").toString()).contains("expert parallelism 3")
        .contains("8 experts");
  }

  /**
   * A layer's repeated ops are bounded before anything is built: the simulator makes one kernel member per norm,
   * activation op and expert per token, so a 400-byte body asking 10^6 norms per layer ran a 2 GiB host out of heap
   * (10^5 allocated 730 MB). Each field past 64 is a 400 naming it, on simulate and sweep alike.
   */
  @Test
  void aLayersRepeatedOpsAreBoundedBeforeTheStepIsBuilt() throws Exception {
    String body = """
        {"generation":"v6e","model":{"name":"m","layers":2,"embed":256,"heads":2,"kvHeads":2,"headDim":128,
          "mlp":512,"vocab":1000,"mlpMatrices":2,"parallelBlock":false,"rope":true,"tiedEmbedding":false,
          "normsPerLayer":%d,"activationOps":%d,"experts":%d,"expertsPerToken":%d},
         "recipe":{"perDeviceBatch":1,"seqLen":128,"saved":[],"fsdp":1,"tensor":1,"slices":1,"training":true,
          "hostOffload":false}%s}""";
    int[][] attacks = {{1_000_000, 3, 0, 0}, {2, 1_000_000, 0, 0}, {2, 3, 1_000_000, 1_000_000}};
    String[] fields = {"model.normsPerLayer is 1000000", "model.activationOps is 1000000",
        "model.expertsPerToken is 1000000"};
    for (int i = 0; i < attacks.length; i++) {
      int[] a = attacks[i];
      ResponseEntity<?> refused = new SimulateController(2).simulate(JSON.readValue(
          body.formatted(a[0], a[1], a[2], a[3], ""), SimulateController.SimulateRequest.class));
      assertThat(refused.getStatusCode().value()).as(fields[i]).isEqualTo(400);
      assertThat(((Map<?, ?>) refused.getBody()).get("message").toString()).contains(fields[i], "at most 64");
      ResponseEntity<?> sweep = new SimulateController(2).sweep(JSON.readValue(
          body.formatted(a[0], a[1], a[2], a[3], ",\"sweepSlices\":[1,2]"), SimulateController.SimulateRequest.class));
      assertThat(sweep.getStatusCode().value()).as("sweep: " + fields[i]).isEqualTo(400);
    }
    // at the bound the request runs
    ResponseEntity<?> ok = new SimulateController(2).simulate(JSON.readValue(body.formatted(64, 64, 64, 64, ""),
        SimulateController.SimulateRequest.class));
    assertThat(ok.getStatusCode().value()).isEqualTo(200);
  }

  @Test
  void aRecipeWithoutXlasDataParallelOverlapExposesItsCrossSliceAllReducesFromJson() throws Exception {
    String body = """
        {"generation":"v5e","model":{"name":"dense","layers":8,"embed":4096,"heads":32,"kvHeads":32,"headDim":128,
          "mlp":16384,"vocab":32000,"mlpMatrices":2,"activationOps":3,"parallelBlock":false,"rope":true,
          "tiedEmbedding":false,"normsPerLayer":2},
         "recipe":{"perDeviceBatch":2,"seqLen":2048,"saved":[],"fsdp":16,"tensor":1,"slices":4,"training":true,
          "hostOffload":false%s}}""";
    SimulateController.SimulateRequest byDefault = JSON.readValue(body.formatted(""),
        SimulateController.SimulateRequest.class);
    assertThat(byDefault.recipe().exposedDcn()).isFalse();
    SimulateController.SimulateRequest exposed = JSON.readValue(body.formatted(",\"exposedDcn\":true"),
        SimulateController.SimulateRequest.class);
    assertThat(exposed.recipe().exposedDcn()).isTrue();
    var pipelined = JSON.readTree((String) new SimulateController(2).simulate(byDefault).getBody());
    var waiting = JSON.readTree((String) new SimulateController(2).simulate(exposed).getBody());
    assertThat(waiting.get("exposedDcnSeconds").asDouble()).isEqualTo(waiting.get("dcnSeconds").asDouble())
        .isGreaterThan(pipelined.get("exposedDcnSeconds").asDouble());
    assertThat(waiting.get("stepSeconds").asDouble()).isGreaterThan(pipelined.get("stepSeconds").asDouble());
  }

  @Test
  void aRecipeTakesItsOneHotEmbeddingAndVocabTilesFromJson() throws Exception {
    String body = """
        {"generation":"v6e","model":{"name":"dense","layers":8,"embed":4096,"heads":32,"kvHeads":8,"headDim":128,
          "mlp":14336,"vocab":128256,"mlpMatrices":2,"activationOps":3,"parallelBlock":false,"rope":true,
          "tiedEmbedding":false,"normsPerLayer":2},
         "recipe":{"perDeviceBatch":2,"seqLen":4096,"saved":[],"fsdp":8,"tensor":1,"slices":1,"training":true,
          "hostOffload":false%s}}""";
    SimulateController.SimulateRequest plain = JSON.readValue(body.formatted(""),
        SimulateController.SimulateRequest.class);
    assertThat(plain.recipe().iotaEmbedding()).isFalse();
    assertThat(plain.recipe().vocabTiles()).isEqualTo(1);
    SimulateController.SimulateRequest asRun = JSON.readValue(
        body.formatted(",\"iotaEmbedding\":true,\"vocabTiles\":4"), SimulateController.SimulateRequest.class);
    assertThat(asRun.recipe().iotaEmbedding()).isTrue();
    assertThat(asRun.recipe().vocabTiles()).isEqualTo(4);
    var gathered = JSON.readTree((String) new SimulateController(2).simulate(plain).getBody());
    var oneHot = JSON.readTree((String) new SimulateController(2).simulate(asRun).getBody());
    // two matmuls of 8,192 tokens x 128,256 x 4,096 and the head's logits again: slower, and no more model FLOPs
    assertThat(oneHot.get("stepSeconds").asDouble()).isGreaterThan(gathered.get("stepSeconds").asDouble());
    assertThat(oneHot.get("modelFlopsPerDevice").asDouble()).isEqualTo(gathered.get("modelFlopsPerDevice").asDouble());
  }

  @Test
  void aDroplessRecipeTakesItsGroupedMatmulTileFromJson() throws Exception {
    String body = """
        {"generation":"v7","model":{"name":"fine-moe","layers":4,"embed":2048,"heads":16,"kvHeads":4,"headDim":128,
          "mlp":768,"vocab":32000,"mlpMatrices":2,"activationOps":3,"parallelBlock":false,"rope":true,
          "tiedEmbedding":false,"normsPerLayer":2,"experts":64,"expertsPerToken":8,"expertMlp":768},
         "recipe":{"perDeviceBatch":2,"seqLen":4096,"saved":[],"fsdp":64,"tensor":1,"slices":1,"training":true,
          "hostOffload":false%s}}""";
    SimulateController.SimulateRequest byDefault = JSON.readValue(body.formatted(""),
        SimulateController.SimulateRequest.class);
    assertThat(byDefault.recipe().groupedMatmulTile()).isEqualTo(TrainRecipe.DEFAULT_GROUPED_MATMUL_TILE);
    SimulateController.SimulateRequest small = JSON.readValue(body.formatted(",\"groupedMatmulTile\":128"),
        SimulateController.SimulateRequest.class);
    assertThat(small.recipe().groupedMatmulTile()).isEqualTo(128);
    double defaultStep = JSON.readTree((String) new SimulateController(2).simulate(byDefault).getBody())
        .get("stepSeconds").asDouble();
    double smallStep = JSON.readTree((String) new SimulateController(2).simulate(small).getBody())
        .get("stepSeconds").asDouble();
    // 64 experts straddle tiles of 512 rows more often than tiles of 128: the default tile computes more
    assertThat(smallStep).isLessThan(defaultStep);
    // a tile out of range fails binding with the record's reason (answered 400 by unreadable(), tested below)
    assertThatThrownBy(() -> JSON.readValue(body.formatted(",\"groupedMatmulTile\":-8"),
        SimulateController.SimulateRequest.class)).hasRootCauseMessage(
            "invalid recipe: grouped matmul tile -8 (the kernel's row tile: 0 to 65536; 0 = default 512)");
  }

  @Test
  void badRequestsAreAnswered400WithTheReason() {
    ResponseEntity<?> unknownGeneration = new SimulateController(2).simulate(new SimulateController.SimulateRequest(
        "v9", null, LLAMA8B, new TrainRecipe(1, 128, Set.of(), 1, 1, 1, true, false), null, null, null, 0, null));
    assertThat(unknownGeneration.getStatusCode().value()).isEqualTo(400);
    assertThat(((Map<?, ?>) unknownGeneration.getBody()).get("message").toString()).contains("v9");
    ResponseEntity<?> nothing = new SimulateController(2).simulate(new SimulateController.SimulateRequest(
        "v5e", null, null, null, null, null, null, 0, null));
    assertThat(((Map<?, ?>) nothing.getBody()).get("message").toString()).contains("stablehlo");
    ResponseEntity<?> badHlo = new SimulateController(2).simulate(new SimulateController.SimulateRequest(
        "v5e", null, null, null, "module { not mlir", null, null, 0, null));
    assertThat(badHlo.getStatusCode().value()).isEqualTo(400);
  }

  /** A module's tokens per device is a count: negative or past any double is a 400 naming it, not a negative rate. */
  @Test
  void aNegativeOrInfiniteTokenCountIsRefused() throws Exception {
    String text = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %a, %a : tensor<4xf32>\n"
        + "  return %0 : tensor<4xf32>\n}";
    for (String tokens : new String[] {"-5", "-1e308", "1e309"}) {
      ResponseEntity<?> refused = new SimulateController(2).simulate(JSON.readValue("{\"generation\":\"v5e\","
          + "\"tokensPerDevice\":" + tokens + ",\"stablehlo\":" + JSON.writeValueAsString(text) + "}",
          SimulateController.SimulateRequest.class));
      assertThat(refused.getStatusCode().value()).as(tokens).isEqualTo(400);
      assertThat(((Map<?, ?>) refused.getBody()).get("message").toString()).contains("tokensPerDevice");
    }
    ResponseEntity<?> ok = new SimulateController(2).simulate(JSON.readValue("{\"generation\":\"v5e\","
        + "\"tokensPerDevice\":128,\"stablehlo\":" + JSON.writeValueAsString(text) + "}",
        SimulateController.SimulateRequest.class));
    assertThat(ok.getStatusCode().value()).isEqualTo(200);
    assertThat(JSON.readTree((String) ok.getBody()).get("tokensPerSecondPerDevice").asDouble()).isPositive();
  }

  /**
   * A model's name is a label, yet a body could carry one of up to its 16 MB, which a sweep drew whole as its chart's
   * title (Java2D lays out every glyph: 4 million characters took 170 ms of CPU and allocated 56 MB), after the caller's
   * simulation slot was given back. Past 256 characters it is a 400 naming the field, on simulate and sweep alike.
   */
  @Test
  void aModelsNameIsBoundedBeforeItIsSimulatedOrDrawn() {
    TransformerConfig named = new TransformerConfig("m".repeat(1_000_000), 32, 4096, 32, 8, 128, 14336, 128256, 2, 3,
        false, true, false, 2);
    TrainRecipe recipe = new TrainRecipe(2, 4096, Set.of(), 4, 1, 1, true, false);
    ResponseEntity<?> sweep = new SimulateController(2).sweep(new SimulateController.SimulateRequest("v5e", "compiled",
        named, recipe, null, null, null, 0, List.of(1, 2)));
    assertThat(sweep.getStatusCode().value()).isEqualTo(400);
    assertThat(((Map<?, ?>) sweep.getBody()).get("message").toString())
        .isEqualTo("model.name is 1000000 characters; at most 256");
    ResponseEntity<?> simulate = new SimulateController(2).simulate(new SimulateController.SimulateRequest("v5e",
        "compiled", named, recipe, null, null, null, 0, null));
    assertThat(simulate.getStatusCode().value()).isEqualTo(400);
    // an honest name is drawn as before
    ResponseEntity<?> ok = new SimulateController(2).sweep(new SimulateController.SimulateRequest("v5e", "compiled",
        LLAMA8B, recipe, null, null, null, 0, List.of(1, 2)));
    assertThat((byte[]) ok.getBody()).startsWith(0x89, 'P', 'N', 'G');
  }

  @Test
  void anOddIronwoodDeviceCountIsSimulatedAndSwept() throws Exception {
    // 3 or 5 TensorCores: the last chip holds one of them (its twin idle). Once a 400 naming an internal group rank.
    SimulateController controller = new SimulateController(2);
    for (int[] axes : new int[][] {{3, 1}, {5, 1}, {1, 3}}) {
      TrainRecipe recipe = new TrainRecipe(2, 4096, Set.of(), axes[0], axes[1], 1, true, false);
      ResponseEntity<?> answer = controller.simulate(new SimulateController.SimulateRequest("v7", "compiled", LLAMA8B,
          recipe, null, null, null, 0, null));
      assertThat(answer.getStatusCode().value()).as("fsdp %d x tensor %d: %s", axes[0], axes[1], answer.getBody())
          .isEqualTo(200);
      JsonNode report = JSON.readTree((String) answer.getBody());
      assertThat(report.get("devices").asInt()).isEqualTo(axes[0] * axes[1]);
      assertThat(report.get("collectiveSeconds").asDouble()).isPositive();
    }
    ResponseEntity<?> sweep = controller.sweep(new SimulateController.SimulateRequest("v7", "compiled", LLAMA8B,
        new TrainRecipe(2, 4096, Set.of(), 3, 1, 1, true, false), null, null, null, 0, List.of(1, 2)));
    assertThat(sweep.getStatusCode().value()).as(String.valueOf(sweep.getBody())).isEqualTo(200);
    assertThat((byte[]) sweep.getBody()).startsWith(0x89, 'P', 'N', 'G');
  }

  @Test
  void anUnbindableBodyIsAnswered400WithTheRecordsReason() {
    String body = """
        {"generation":"v6e","model":{"name":"x","layers":0,"embed":256,"heads":2,"kvHeads":2,"headDim":128,
          "mlp":512,"vocab":1000,"mlpMatrices":2,"activationOps":3,"normsPerLayer":2},
         "recipe":{"perDeviceBatch":1,"seqLen":128,"saved":[],"fsdp":1,"tensor":1,"slices":1,"training":true}}""";
    for (boolean sweep : new boolean[] {false, true}) {
      java.io.InputStream in = new java.io.ByteArrayInputStream(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      SimulateController controller = new SimulateController(2);
      ResponseEntity<?> answer = sweep ? controller.sweep(in, -1) : controller.simulate(in, -1);
      assertThat(answer.getStatusCode().value()).isEqualTo(400);
      assertThat(((Map<?, ?>) answer.getBody()).get("message").toString()).contains("not a simulate request",
          "layers 0");
    }
  }

  /**
   * The attack: a tenant's 16 MB body of empty JSON objects, which Jackson binds to about 320 MB of heap (590 MB
   * allocated), sent while the tenant's simulation slot is taken (by its own earlier request, e.g. one trickling its
   * body). It is answered 429 without its body being read: bodies are bound only inside a slot. Before, every request
   * bound its body first, so a tenant's many concurrent (or slowly sent) bodies could take any amount of the host's
   * heap; the slots bounded only the simulations. Measured by this thread's allocation, not by time.
   */
  @Test
  void aBodyIsNotBoundOutsideTheCallersSimulationSlot() throws Exception {
    SimulateController controller = new SimulateController(2); // one slot per caller
    StringBuilder text = new StringBuilder("{\"generation\":\"v5e\",\"shardings\":[[");
    while (text.length() < 16_000_000) {
      text.append("{},");
    }
    byte[] body = text.append("{}]]}").toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    java.util.concurrent.CountDownLatch holding = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    Thread earlier = new Thread(() -> controller.limits().run("mallory", () -> {
      holding.countDown();
      try {
        return release.await(60, java.util.concurrent.TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        return false;
      }
    }));
    earlier.start();
    org.springframework.security.core.context.SecurityContextHolder.getContext().setAuthentication(
        new org.springframework.security.web.authentication.preauth.PreAuthenticatedAuthenticationToken(
            org.torchtpu.service.security.Caller.tenant("mallory"), null, List.of()));
    try {
      assertThat(holding.await(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
      com.sun.management.ThreadMXBean threads =
          (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
      for (boolean sweep : new boolean[] {false, true}) {
        java.io.InputStream in = new java.io.ByteArrayInputStream(body);
        long before = threads.getCurrentThreadAllocatedBytes();
        ResponseEntity<?> answer = sweep ? controller.sweep(in, -1) : controller.simulate(in, -1);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertThat(answer.getStatusCode().value()).as("sweep %s: %s", sweep, answer.getBody()).isEqualTo(429);
        assertThat(in.available()).as("sweep %s: body bytes left unread", sweep).isEqualTo(body.length);
        assertThat(allocated).as("sweep %s: bytes allocated answering", sweep).isLessThan(1 << 20);
      }
    } finally {
      org.springframework.security.core.context.SecurityContextHolder.clearContext();
      release.countDown();
      earlier.join(60_000);
    }
  }

  /**
   * The same 16 MB body of empty JSON objects with the caller's slot free: it is bound through a parser that stops at
   * {@link SimulateLimits#MAX_BODY_TOKENS} tokens, so it is answered 400 naming the bound after a bounded share of it
   * is bound. Before, the whole body was bound in the slot: about 320 MB of heap held (590 MB allocated) per request,
   * uncounted. Measured by this thread's allocation, not by time.
   */
  @Test
  void aBodyOfTooManyJsonTokensIsRefusedAfterABoundedPartOfItIsBound() throws Exception {
    SimulateController controller = new SimulateController(2);
    StringBuilder text = new StringBuilder("{\"generation\":\"v5e\",\"shardings\":[[");
    while (text.length() < 16_000_000) {
      text.append("{},");
    }
    byte[] body = text.append("{}]]}").toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    for (boolean sweep : new boolean[] {false, true}) {
      java.io.InputStream in = new java.io.ByteArrayInputStream(body);
      long before = threads.getCurrentThreadAllocatedBytes();
      ResponseEntity<?> answer = sweep ? controller.sweep(in, -1) : controller.simulate(in, -1);
      long allocated = threads.getCurrentThreadAllocatedBytes() - before;
      assertThat(answer.getStatusCode().value()).as("sweep %s: %s", sweep, answer.getBody()).isEqualTo(400);
      assertThat(((Map<?, ?>) answer.getBody()).get("message").toString()).as("sweep %s", sweep)
          .contains(SimulateLimits.MAX_BODY_TOKENS + " JSON tokens");
      assertThat(allocated).as("sweep %s: bytes allocated answering", sweep).isLessThan(8L << 20);
    }
    // an honest body well past any real module's shardings (10,000 parameters over 2 axes each) is bound: its 400
    // is the simulator's (the module has one parameter), not the token bound's
    String module = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %a, %a : "
        + "tensor<4xf32>\n  return %0 : tensor<4xf32>\n}";
    String honest = JSON.writeValueAsString(Map.of("generation", "v5e", "stablehlo", module, "mesh", List.of(2, 2),
        "shardings", java.util.Collections.nCopies(10_000, List.of(List.of(0, 1), -1))));
    ResponseEntity<?> bound = controller.simulate(new java.io.ByteArrayInputStream(
        honest.getBytes(java.nio.charset.StandardCharsets.UTF_8)), -1);
    assertThat(String.valueOf(bound.getBody())).doesNotContain("JSON tokens");
  }

  @Test
  void aSweepIsAnsweredAsAPng() {
    ResponseEntity<?> png = new SimulateController(2).sweep(new SimulateController.SimulateRequest("v5e", null,
        new TransformerConfig("m", 4, 1024, 8, 8, 128, 4096, 32768, 1, 1, true, false, true, 1),
        new TrainRecipe(2, 1024, Set.of(), 256, 1, 1, true, false), null, null, null, 0, List.of(1, 2, 4)));
    assertThat(png.getStatusCode().value()).isEqualTo(200);
    byte[] bytes = (byte[]) png.getBody();
    assertThat(bytes).startsWith(0x89, 'P', 'N', 'G');
  }

  @Test
  void requestsAreBoundedToThePodAndToAFewConcurrentSimulations() throws Exception {
    SimulateController controller = new SimulateController(1);
    // a mesh larger than a v5e pod (256 chips)
    ResponseEntity<?> mesh = controller.simulate(new SimulateController.SimulateRequest("v5e", null, null, null,
        hlo("mlp_2x4.sdy.mlir"), new int[] {512}, List.of(List.of(), List.of(), List.of()), 0, null));
    assertThat(mesh.getStatusCode().value()).isEqualTo(400);
    assertThat(((Map<?, ?>) mesh.getBody()).get("message").toString()).contains("512 devices");
    // too many slices over DCN, too large a slice
    ResponseEntity<?> slices = controller.simulate(new SimulateController.SimulateRequest("v5e", null, LLAMA8B,
        new TrainRecipe(1, 128, Set.of(), 256, 1, SimulateLimits.MAX_SLICES + 1, true, false), null, null, null, 0,
        null));
    assertThat(((Map<?, ?>) slices.getBody()).get("message").toString()).contains("slices must be");
    ResponseEntity<?> slice = controller.simulate(new SimulateController.SimulateRequest("v5e", null, LLAMA8B,
        new TrainRecipe(1, 128, Set.of(), 512, 1, 1, true, false), null, null, null, 0, null));
    assertThat(((Map<?, ?>) slice.getBody()).get("message").toString()).contains("larger than a v5e pod");
    ResponseEntity<?> sweep = controller.sweep(new SimulateController.SimulateRequest("v5e", null, LLAMA8B,
        new TrainRecipe(1, 128, Set.of(), 256, 1, 1, true, false), null, null, null, 0,
        java.util.Collections.nCopies(SimulateLimits.MAX_SWEEP_POINTS + 1, 1)));
    assertThat(sweep.getStatusCode().value()).isEqualTo(400);
    // a module's own shardings and mesh are used when the request gives none: the 2x4 MLP needs collectives
    ResponseEntity<?> sharded = controller.simulate(new SimulateController.SimulateRequest("v5e", null, null, null,
        hlo("mlp_2x4.gspmd.mlir"), null, null, 0, null));
    assertThat(sharded.getStatusCode().value()).isEqualTo(200);
    JsonNode report = JSON.readTree((String) sharded.getBody());
    assertThat(report.get("devices").asInt()).isEqualTo(8);
    assertThat(report.get("collectiveSeconds").asDouble()).isPositive();
    // while every slot is taken, a request is turned away at once
    SimulateLimits limits = new SimulateLimits(1);
    String inner = limits.run(() -> {
      try {
        limits.run(() -> "ran");
        return "second ran";
      } catch (SimulateLimits.BusyException e) {
        return "busy";
      }
    });
    assertThat(inner).isEqualTo("busy");
    assertThat(limits.run(() -> "free again")).isEqualTo("free again");
  }

  @Test
  void aGraphOverSlicesReportsItsDcnTimeAndBadSliceFieldsAreNamed() throws Exception {
    SimulateController controller = new SimulateController(2);
    // JAX's 2x4 data x model MLP with its data axis spanning 2 slices: a forward pass split by batch exchanges
    // nothing across them
    String dataAcross = JSON.writeValueAsString(Map.of("generation", "v5e", "stablehlo", hlo("mlp_2x4.sdy.mlir"),
        "slices", 2, "dcnAxis", 0));
    ResponseEntity<?> dp = controller.simulate(JSON.readValue(dataAcross, SimulateController.SimulateRequest.class));
    assertThat(dp.getStatusCode().value()).as(String.valueOf(dp.getBody())).isEqualTo(200);
    assertThat(JSON.readTree((String) dp.getBody()).get("dcnSeconds").asDouble()).isZero();
    // its model axis spanning them instead (2 model ranks per slice): the tensor-parallel all-reduce crosses DCN
    String body = JSON.writeValueAsString(Map.of("generation", "v5e", "stablehlo", hlo("mlp_2x4.sdy.mlir"),
        "slices", 2, "dcnAxis", 1));
    ResponseEntity<?> ok = controller.simulate(JSON.readValue(body, SimulateController.SimulateRequest.class));
    assertThat(ok.getStatusCode().value()).as(String.valueOf(ok.getBody())).isEqualTo(200);
    JsonNode report = JSON.readTree((String) ok.getBody());
    assertThat(report.get("slices").asInt()).isEqualTo(2);
    assertThat(report.get("devices").asInt()).isEqualTo(8);
    assertThat(report.get("dcnSeconds").asDouble()).isPositive();
    assertThat(report.get("exposedDcnSeconds").asDouble()).isBetween(0.0, report.get("dcnSeconds").asDouble());
    // a dim over both mesh axes, given in the request as a list of axes
    String grouped = JSON.writeValueAsString(Map.of("generation", "v5e", "stablehlo", hlo("mlp_2x4.sdy.mlir"),
        "mesh", List.of(2, 4), "shardings", List.of(List.of(List.of(0, 1), -1), List.of(), List.of())));
    ResponseEntity<?> two = controller.simulate(JSON.readValue(grouped, SimulateController.SimulateRequest.class));
    assertThat(two.getStatusCode().value()).as(String.valueOf(two.getBody())).isEqualTo(200);
    for (var bad : List.of(
        Map.of("slices", SimulateLimits.MAX_SLICES + 1, "want", "slices must be 1.." + SimulateLimits.MAX_SLICES),
        Map.of("slices", 3, "want", "slices 3"),
        Map.of("slices", 2, "dcnAxis", 2, "want", "dcnAxis 2"),
        Map.of("slices", 2, "dcnAxis", -1, "want", "dcnAxis must be"),
        Map.of("shardings", List.of(List.of("x", -1), List.of(), List.of()), "want", "shardings[0][0]"))) {
      java.util.Map<String, Object> request = new java.util.HashMap<>(bad);
      String want = (String) request.remove("want");
      request.put("generation", "v5e");
      request.put("stablehlo", hlo("mlp_2x4.sdy.mlir"));
      ResponseEntity<?> answer = controller.simulate(JSON.readValue(JSON.writeValueAsString(request),
          SimulateController.SimulateRequest.class));
      assertThat(answer.getStatusCode().value()).as(want).isEqualTo(400);
      assertThat(((Map<?, ?>) answer.getBody()).get("message").toString()).contains(want);
    }
  }

  @Test
  void aJaxModuleOnAThreeAxisMeshIsSimulatedWithItsOwnOrGivenShardings() throws Exception {
    SimulateController controller = new SimulateController(2);
    // MaxText's ('data', 'fsdp', 'tensor') on 2x2x2: the module's own Shardy mesh and shardings
    String own = JSON.writeValueAsString(Map.of("generation", "v5p", "stablehlo", hlo("mlp_3d_2x2x2.sdy.mlir")));
    ResponseEntity<?> a = controller.simulate(JSON.readValue(own, SimulateController.SimulateRequest.class));
    assertThat(a.getStatusCode().value()).as(String.valueOf(a.getBody())).isEqualTo(200);
    JsonNode fromModule = JSON.readTree((String) a.getBody());
    assertThat(fromModule.get("devices").asInt()).isEqualTo(8);
    assertThat(fromModule.get("collectiveSeconds").asDouble()).isPositive();
    // the GSPMD spelling ({devices=[4,1,2]<=[8] last_tile_dim_replicate} does not show the mesh) with the mesh given:
    // the same price
    ResponseEntity<?> b = controller.simulate(JSON.readValue(JSON.writeValueAsString(Map.of("generation", "v5p",
        "stablehlo", hlo("mlp_3d_2x2x2.gspmd.mlir"), "mesh", List.of(2, 2, 2))),
        SimulateController.SimulateRequest.class));
    assertThat(b.getStatusCode().value()).as(String.valueOf(b.getBody())).isEqualTo(200);
    JsonNode gspmd = JSON.readTree((String) b.getBody());
    assertThat(gspmd.get("stepSeconds").asDouble()).isEqualTo(fromModule.get("stepSeconds").asDouble());
    assertThat(gspmd.get("collectiveSeconds").asDouble()).isEqualTo(fromModule.get("collectiveSeconds").asDouble());
    // the parameters' shardings given as lists of axes: the output, whose sharding the request does not give, comes
    // back whole (gathered over data and fsdp), so the same all-reduce plus a gather
    ResponseEntity<?> c = controller.simulate(JSON.readValue(JSON.writeValueAsString(Map.of("generation", "v5p",
        "stablehlo", hlo("mlp_3d_2x2x2.sdy.mlir"), "mesh", List.of(2, 2, 2),
        "shardings", List.of(List.of(List.of(0, 1), -1), List.of(-1, 2), List.of(2, -1)))),
        SimulateController.SimulateRequest.class));
    assertThat(c.getStatusCode().value()).as(String.valueOf(c.getBody())).isEqualTo(200);
    assertThat(JSON.readTree((String) c.getBody()).get("collectiveSeconds").asDouble())
        .isGreaterThan(fromModule.get("collectiveSeconds").asDouble());
  }

  private static String hlo(String name) throws java.io.IOException {
    try (var in = SimulateControllerTest.class.getResourceAsStream("/stablehlo/sharded/" + name)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  @Test
  void aRepeatedSimulationOfTheSameModuleIsNotImportedAgainAndGivesTheSameReport() throws Exception {
    SimulateController controller = new SimulateController(2);
    String body = JSON.writeValueAsString(Map.of("generation", "v5e", "stablehlo", hlo("mlp_2x4.sdy.mlir")));
    ResponseEntity<?> first = controller.simulate(JSON.readValue(body, SimulateController.SimulateRequest.class));
    assertThat(first.getStatusCode().value()).as(String.valueOf(first.getBody())).isEqualTo(200);
    ResponseEntity<?> again = controller.simulate(JSON.readValue(body, SimulateController.SimulateRequest.class));
    assertThat(controller.importsSkipped()).isEqualTo(1);
    assertThat(again.getBody()).isEqualTo(first.getBody());
    String otherMesh = JSON.writeValueAsString(Map.of("generation", "v5e", "stablehlo", hlo("mlp_2x4.sdy.mlir"),
        "mesh", List.of(2, 4)));
    controller.simulate(JSON.readValue(otherMesh, SimulateController.SimulateRequest.class));
    assertThat(controller.importsSkipped()).as("a request naming a mesh is imported over it").isEqualTo(1);
  }
}

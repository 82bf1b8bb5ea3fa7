package org.torchtpu.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

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
    ResponseEntity<?> response = new SimulateController().simulate(request);
    assertThat(response.getStatusCode().value()).isEqualTo(200);
    JsonNode report = JSON.readTree((String) response.getBody());
    assertThat(report.get("devices").asInt()).isEqualTo(512);
    assertThat(report.get("stepSeconds").asDouble()).isPositive();
    assertThat(report.get("topOps").size()).isPositive();
  }

  @Test
  void badRequestsAreAnswered400WithTheReason() {
    ResponseEntity<?> unknownGeneration = new SimulateController().simulate(new SimulateController.SimulateRequest(
        "v9", null, LLAMA8B, new TrainRecipe(1, 128, Set.of(), 1, 1, 1, true, false), null, null, null, 0, null));
    assertThat(unknownGeneration.getStatusCode().value()).isEqualTo(400);
    assertThat(((Map<?, ?>) unknownGeneration.getBody()).get("message").toString()).contains("v9");
    ResponseEntity<?> nothing = new SimulateController().simulate(new SimulateController.SimulateRequest(
        "v5e", null, null, null, null, null, null, 0, null));
    assertThat(((Map<?, ?>) nothing.getBody()).get("message").toString()).contains("stablehlo");
    ResponseEntity<?> badHlo = new SimulateController().simulate(new SimulateController.SimulateRequest(
        "v5e", null, null, null, "module { not mlir", null, null, 0, null));
    assertThat(badHlo.getStatusCode().value()).isEqualTo(400);
  }

  @Test
  void anUnbindableBodyIsAnswered400WithTheRecordsReason() {
    var failure = new org.springframework.http.converter.HttpMessageNotReadableException("JSON parse error",
        new IllegalArgumentException("invalid transformer config x: layers 0"),
        new org.springframework.mock.http.MockHttpInputMessage(new byte[0]));
    ResponseEntity<Map<String, String>> answer = new SimulateController().unreadable(failure);
    assertThat(answer.getStatusCode().value()).isEqualTo(400);
    assertThat(answer.getBody().get("message")).contains("layers 0");
  }

  @Test
  void aSweepIsAnsweredAsAPng() {
    ResponseEntity<?> png = new SimulateController().sweep(new SimulateController.SimulateRequest("v5e", null,
        new TransformerConfig("m", 4, 1024, 8, 8, 128, 4096, 32768, 1, 1, true, false, true, 1),
        new TrainRecipe(2, 1024, Set.of(), 256, 1, 1, true, false), null, null, null, 0, List.of(1, 2, 4)));
    assertThat(png.getStatusCode().value()).isEqualTo(200);
    byte[] bytes = (byte[]) png.getBody();
    assertThat(bytes).startsWith(0x89, 'P', 'N', 'G');
  }
}

package org.torchtpu.server.advisor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.google.protobuf.util.JsonFormat;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.AdvisorGrpc;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.admin.AdvisorController;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.Executor;

/** The advisor's two faces: gRPC torchtpu.v1.Advisor/Advise and REST POST /api/v1/advisor. */
class AdvisorContractTest {
  private final AdvisorService service = new AdvisorService(new Executor(), new Host("h", Generation.V5E, 1));
  private Server server;
  private ManagedChannel channel;
  private AdvisorGrpc.AdvisorBlockingStub stub;
  private MockMvc rest;

  @BeforeEach
  void start() throws Exception {
    String name = "advisor-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(service).build().start();
    channel = InProcessChannelBuilder.forName(name).build();
    stub = AdvisorGrpc.newBlockingStub(channel);
    rest = MockMvcBuilders.standaloneSetup(new AdvisorController(service)).build();
  }

  @AfterEach
  void stop() throws Exception {
    channel.shutdownNow();
    server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  @Test
  void grpcAdvisesAGraphOnTheHostGeneration() {
    AdviceReport report = stub.advise(AdviseRequest.newBuilder()
        .setGraph(AdvisorGraphs.attention(1, 128, 2, 64)).build());

    assertThat(report.getGeneration()).isEqualTo(Generation.V5E);
    assertThat(report.getFindingsList()).anySatisfy(f -> {
      assertThat(f.getKind()).isEqualTo(Finding.Kind.MXU_UTILIZATION);
      assertThat(f.getValue()).isEqualTo(0.5);
    });
  }

  @Test
  void grpcRejectsBadInputWithInvalidArgument() {
    assertThatThrownBy(() -> stub.advise(AdviseRequest.newBuilder().setStablehlo("func.func @main(").build()))
        .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
          assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
          assertThat(e.getStatus().getDescription()).startsWith("stablehlo:");
        });
    assertThatThrownBy(() -> stub.advise(AdviseRequest.getDefaultInstance()))
        .isInstanceOfSatisfying(StatusRuntimeException.class,
            e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT));
  }

  @Test
  void restTakesStableHloTextAsJsonAndAnswersTheReport() throws Exception {
    String body = "{\"generation\":\"V6E\",\"stablehlo\":" + jsonString(HardwareAdvisorTest.DOT_K64) + "}";

    String json = rest.perform(post("/api/v1/advisor").contentType(MediaType.APPLICATION_JSON).content(body))
        .andExpect(status().isOk())
        .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
        .andExpect(jsonPath("$.generation").value("V6E"))
        .andExpect(jsonPath("$.mxuDim").value(256))
        .andExpect(jsonPath("$.findings[0].kind").value("MXU_UTILIZATION"))
        .andExpect(jsonPath("$.findings[0].value").value(0.25))
        .andReturn().getResponse().getContentAsString();

    AdviceReport.Builder parsed = AdviceReport.newBuilder();
    JsonFormat.parser().merge(json, parsed);
    assertThat(parsed.getFindings(0).getFix()).isEqualTo("grow the contracting dim from 64 to 256 (a multiple of 256)");
  }

  @Test
  void restTakesAGraphAsProtobufJson() throws Exception {
    String body = JsonFormat.printer().print(AdviseRequest.newBuilder()
        .setGraph(AdvisorGraphs.elementwiseChain(1024, 1024)).build());

    rest.perform(post("/api/v1/advisor").contentType(MediaType.APPLICATION_JSON).content(body))
        .andExpect(status().isOk())
        .andExpect(jsonPath("$.subject").value("graph"))
        .andExpect(jsonPath("$.findings[0].kind").value("HBM_BOUND"));
  }

  @Test
  void restAnswers400NamingTheProblem() throws Exception {
    rest.perform(post("/api/v1/advisor").contentType(MediaType.APPLICATION_JSON).content("{\"grph\": {}}"))
        .andExpect(status().isBadRequest())
        .andExpect(jsonPath("$.code").value("INVALID_ARGUMENT"))
        .andExpect(jsonPath("$.message").value(org.hamcrest.Matchers.containsString("grph")));
    rest.perform(post("/api/v1/advisor").contentType(MediaType.APPLICATION_JSON).content("{\"stablehlo\":\"nonsense\"}"))
        .andExpect(status().isBadRequest())
        .andExpect(jsonPath("$.message").value(org.hamcrest.Matchers.startsWith("stablehlo:")));
    rest.perform(post("/api/v1/advisor").contentType(MediaType.APPLICATION_JSON).content("{}"))
        .andExpect(status().isBadRequest())
        .andExpect(jsonPath("$.message").value(org.hamcrest.Matchers.containsString("nothing to advise on")));
  }

  private static String jsonString(String text) {
    return new com.google.gson.Gson().toJson(text);
  }
}

package org.torchtpu.tpuctl;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code tpuctl simulate} against a stand-in of tpu-server's REST endpoint that records what it was sent. */
class SimulateCommandTest {
  HttpServer server;
  final List<String> bodies = new ArrayList<>();
  final List<String> paths = new ArrayList<>();
  final List<String> keys = new ArrayList<>();
  volatile int status = 200;
  volatile byte[] answer = "{\"stepSeconds\" : 1.5}".getBytes(StandardCharsets.UTF_8);
  final StringWriter out = new StringWriter();
  final StringWriter err = new StringWriter();

  @BeforeEach
  void start() throws Exception {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/api/v1/", exchange -> {
      bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
      paths.add(exchange.getRequestURI().getPath());
      keys.add(String.valueOf(exchange.getRequestHeaders().getFirst("X-API-Key")));
      exchange.sendResponseHeaders(status, answer.length);
      exchange.getResponseBody().write(answer);
      exchange.close();
    });
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  int run(String... args) {
    CommandLine cmd = Tpuctl.commandLine(Connections.plaintext());
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    List<String> all = new ArrayList<>(List.of(args));
    all.add("--rest");
    all.add("127.0.0.1:" + server.getAddress().getPort());
    return cmd.execute(all.toArray(String[]::new));
  }

  @Test
  void stablehloWithMeshAndShardingsIsSentAndTheReportPrinted(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("m.mlir");
    Files.writeString(module, "module @m {}");
    int code = run("--api-key", "k1", "simulate", "--stablehlo", module.toString(), "--generation", "v6e",
        "--mesh", "4,2", "--sharding", "-1,0", "--sharding", "r", "--mode", "strict");
    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(paths).containsExactly("/api/v1/simulate");
    assertThat(bodies.get(0)).isEqualTo("{\"generation\":\"v6e\",\"stablehlo\":\"module @m {}\",\"mode\":\"strict\","
        + "\"mesh\":[4,2],\"shardings\":[[-1,0],[]]}");
    assertThat(keys).containsExactly("k1");
    assertThat(out.toString()).contains("\"stepSeconds\" : 1.5");
  }

  /**
   * Asked for TLS, simulate sent its request, API key included, as plaintext HTTP: anyone on the path read the key.
   * Now it speaks HTTPS; this stand-in speaks plain HTTP, so the call fails before any header is sent.
   */
  @Test
  void withTlsTheKeyIsNeverSentInPlaintext(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("m.mlir");
    Files.writeString(module, "module @m {}");
    assertThat(run("--tls", "--api-key", "secret-key", "--timeout", "20", "simulate", "--stablehlo", module.toString()))
        .isEqualTo(Tpuctl.RPC_ERROR);
    assertThat(keys).as("keys the plaintext server received").isEmpty();
    assertThat(err.toString()).contains("UNAVAILABLE").doesNotContain("secret-key");
  }

  @Test
  void slicesTheDcnAxisAndADimOverTwoAxesAreSent(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("m.mlir");
    Files.writeString(module, "module @m {}");
    int code = run("simulate", "--stablehlo", module.toString(), "--mesh", "4,8", "--sharding", "0+1,-1",
        "--sharding", "r", "--slices", "4", "--dcn-axis", "0");
    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(bodies.get(0)).isEqualTo("{\"generation\":\"v5e\",\"stablehlo\":\"module @m {}\","
        + "\"mesh\":[4,8],\"shardings\":[[[0,1],-1],[]],\"slices\":4,\"dcnAxis\":0}");
  }

  @Test
  void aMeshOfThreeAxesAndADimOverThreeAreSent(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("m.mlir");
    Files.writeString(module, "module @m {}");
    // MaxText's ('data', 'fsdp', 'tensor'): the contracted dim over all three in reverse order, the weight's rows too
    int code = run("simulate", "--stablehlo", module.toString(), "--mesh", "2,2,2", "--sharding", "-1,2+1+0",
        "--sharding", "2+1+0,-1");
    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(bodies.get(0)).isEqualTo("{\"generation\":\"v5e\",\"stablehlo\":\"module @m {}\","
        + "\"mesh\":[2,2,2],\"shardings\":[[-1,[2,1,0]],[[2,1,0],-1]]}");
  }

  @Test
  void aSweepWritesTheChart(@TempDir Path dir) throws Exception {
    Path request = dir.resolve("r.json");
    Files.writeString(request, "{\"generation\":\"v5e\",\"sweepSlices\":[1,2]}");
    answer = new byte[] {(byte) 0x89, 'P', 'N', 'G'};
    Path png = dir.resolve("sweep.png");
    assertThat(run("simulate", "--request", request.toString(), "--sweep-chart", png.toString()))
        .isEqualTo(Tpuctl.OK);
    assertThat(paths).containsExactly("/api/v1/simulate/sweep");
    assertThat(bodies).containsExactly("{\"generation\":\"v5e\",\"sweepSlices\":[1,2]}");
    assertThat(Files.readAllBytes(png)).isEqualTo(answer);
  }

  @Test
  void theServersRefusalExitsTwoWithItsMessage(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("m.mlir");
    Files.writeString(module, "nonsense");
    status = 400;
    answer = "{\"code\":\"INVALID_ARGUMENT\",\"message\":\"stablehlo: syntax error\"}".getBytes(StandardCharsets.UTF_8);
    assertThat(run("simulate", "--stablehlo", module.toString())).isEqualTo(Tpuctl.RPC_ERROR);
    assertThat(err.toString()).contains("INVALID_ARGUMENT: HTTP 400: stablehlo: syntax error");
  }

  @Test
  void aBadShardingIsAUsageError(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("m.mlir");
    Files.writeString(module, "module @m {}");
    assertThat(run("simulate", "--stablehlo", module.toString(), "--sharding", "x")).isEqualTo(Tpuctl.USAGE);
    assertThat(err.toString()).contains("--sharding of parameter 0: dim 0 is not a mesh axis");
    assertThat(bodies).isEmpty();
  }
}

package org.torchtpu.server.admin;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;

class ProbeSimTest {
  static final ObjectMapper JSON = new ObjectMapper();

  static void probe(String name, String body) {
    long t0 = System.nanoTime();
    String out;
    try {
      ResponseEntity<?> r = new SimulateController(2).simulate(JSON.readValue(body, SimulateController.SimulateRequest.class));
      String b = String.valueOf(r.getBody());
      out = r.getStatusCode().value() + " " + b.substring(0, Math.min(300, b.length()));
    } catch (Throwable e) {
      out = "THREW " + e;
    }
    System.out.println("PROBE " + name + " " + (System.nanoTime() - t0) / 1_000_000 + "ms: " + out);
  }

  static String hlo(String text) throws Exception {
    return JSON.writeValueAsString(Map.of("generation", "v5e", "mode", "compiled", "stablehlo", text));
  }

  static String tf(int layers, int embed, int heads, int mlp, int vocab, int batch, int seq, String extraModel, String extraRecipe, double tokens) {
    return """
        {"generation":"v6e","tokensPerDevice":%s,"model":{"name":"m","layers":%d,"embed":%d,"heads":%d,"kvHeads":%d,"headDim":%d,
          "mlp":%d,"vocab":%d,"mlpMatrices":2,"activationOps":3,"parallelBlock":false,"rope":true,"tiedEmbedding":false,
          "normsPerLayer":2%s},
         "recipe":{"perDeviceBatch":%d,"seqLen":%d,"saved":[],"fsdp":1,"tensor":1,"slices":1,"training":true,
          "hostOffload":false%s}}""".formatted(tokens, layers, embed, heads, heads, 2147483647 / 2 / heads, mlp, vocab, extraModel, batch, seq, extraRecipe);
  }

  static String chain(int n, String op) {
    StringBuilder deep = new StringBuilder("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n");
    String prev = "%a";
    for (int i = 0; i < n; i++) {
      deep.append(" %v").append(i).append(" = stablehlo.").append(op).append(" ").append(prev).append(", ").append(prev).append(" : tensor<4xf32>\n");
      prev = "%v" + i;
    }
    deep.append(" return ").append(prev).append(" : tensor<4xf32>\n}");
    return deep.toString();
  }

  @Test
  void scaling() throws Exception {
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    for (int n : new int[] {10000, 20000, 40000, 80000}) {
      String text = chain(n, "add");
      long c0 = mx.getCurrentThreadCpuTime();
      var g = org.torchtpu.server.stablehlo.StableHloImporter.parse(text);
      long c1 = mx.getCurrentThreadCpuTime();
      probe("chain " + n, hlo(text));
      long c2 = mx.getCurrentThreadCpuTime();
      System.out.println("PROBE n=" + n + " bytes=" + text.length() + " import cpu ms " + (c1 - c0) / 1_000_000 + " total cpu ms " + (c2 - c1) / 1_000_000);
    }
  }

  @Test
  void probes() throws Exception {
    String add = "func.func @main(%%a: tensor<%sxf32>) -> tensor<%sxf32> {\n %%0 = stablehlo.add %%a, %%a : tensor<%sxf32>\n return %%0 : tensor<%sxf32>\n}";
    for (String dims : new String[] {"4611686018427387904", "4294967296x4294967296", "1099511627776", "1048576x1048576",
        "1048576x1048575", "-1", "0x9223372036854775807"}) {
      probe("add " + dims, hlo(add.formatted(dims, dims, dims, dims)));
    }
    String dot = "func.func @main(%a: tensor<1048576x1048576xf32>, %b: tensor<1048576x1048576xf32>) -> tensor<1048576x1048576xf32> {\n %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1048576x1048576xf32>, tensor<1048576x1048576xf32>) -> tensor<1048576x1048576xf32>\n return %0 : tensor<1048576x1048576xf32>\n}";
    probe("dot 2^20", hlo(dot));
    String splat = "func.func @main() -> tensor<1048576x1048576xf32> {\n %0 = stablehlo.constant dense<1.0> : tensor<1048576x1048576xf32>\n return %0 : tensor<1048576x1048576xf32>\n}";
    probe("splat 2^40", hlo(splat));
    String iota = "func.func @main() -> tensor<1048576x1048576xf32> {\n %0 = stablehlo.iota dim = 0 : tensor<1048576x1048576xf32>\n return %0 : tensor<1048576x1048576xf32>\n}";
    probe("iota 2^40", hlo(iota));
    probe("mesh 1e9", "{\"generation\":\"v5e\",\"stablehlo\":" + JSON.writeValueAsString(add.formatted("4", "4", "4", "4")) + ",\"mesh\":[1000000000],\"shardings\":[[0]]}");
    probe("mesh 2x2^30", "{\"generation\":\"v5e\",\"stablehlo\":" + JSON.writeValueAsString(add.formatted("4", "4", "4", "4")) + ",\"mesh\":[65536,65536],\"shardings\":[[0]]}");
    probe("mesh negative", "{\"generation\":\"v5e\",\"stablehlo\":" + JSON.writeValueAsString(add.formatted("4", "4", "4", "4")) + ",\"mesh\":[-2,-2],\"shardings\":[[0]]}");
    probe("mesh zero", "{\"generation\":\"v5e\",\"stablehlo\":" + JSON.writeValueAsString(add.formatted("4", "4", "4", "4")) + ",\"mesh\":[0],\"shardings\":[[0]]}");
    probe("sharding axis 99", "{\"generation\":\"v5e\",\"stablehlo\":" + JSON.writeValueAsString(add.formatted("4", "4", "4", "4")) + ",\"mesh\":[2],\"shardings\":[[99]]}");
    probe("sharding many dims", "{\"generation\":\"v5e\",\"stablehlo\":" + JSON.writeValueAsString(add.formatted("4", "4", "4", "4")) + ",\"mesh\":[2],\"shardings\":[[0,0,0,0,0,0]]}");
    probe("tokens NaN", "{\"generation\":\"v5e\",\"tokensPerDevice\":-1e308,\"stablehlo\":" + JSON.writeValueAsString(add.formatted("4", "4", "4", "4")) + "}");
    probe("tf huge", tf(512, 2147483647, 1, 2147483647, 2147483647, 2147483647, 2147483647, "", "", 0));
    probe("tf huge2", tf(512, 65536, 64, 1 << 30, 1 << 30, 1 << 20, 1 << 20, "", "", 0));
    probe("tf experts", tf(4, 256, 2, 512, 1000, 1, 128, ",\"experts\":2000000000,\"expertsPerToken\":64,\"expertMlp\":2147483647,\"sharedExperts\":2147483647", "", 0));
    probe("tf tokens", tf(4, 256, 2, 512, 1000, 1, 128, "", "", -5));
    StringBuilder deep = new StringBuilder("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n");
    String prev = "%a";
    for (int i = 0; i < 90000; i++) {
      deep.append(" %v").append(i).append(" = stablehlo.add ").append(prev).append(", ").append(prev).append(" : tensor<4xf32>\n");
      prev = "%v" + i;
    }
    deep.append(" return ").append(prev).append(" : tensor<4xf32>\n}");
    probe("deep chain 90k", hlo(deep.toString()));
  }
}

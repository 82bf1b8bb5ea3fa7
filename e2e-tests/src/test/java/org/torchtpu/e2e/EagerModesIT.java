package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuException;

/** The SDK against a real tpu-server process: both eager modes, their results and their error semantics. */
class EagerModesIT {
  @RegisterExtension
  static final TpuServerExtension SERVER = new TpuServerExtension("--torchtpu.generation=v5e", "--torchtpu.chips=2");

  private static int nextLine() {
    return StackWalker.getInstance().walk(s -> s.skip(1).findFirst()).orElseThrow().getLineNumber() + 1;
  }

  private static float[] smallModel(Session s) {
    Tensor x = s.randn(7, 16, 32);
    Tensor w = s.randn(8, 32, 24).mul(0.2);
    Tensor b = s.arange(24).to(DType.F32).mul(0.01);
    Tensor h = x.matmul(w).add(b).gelu();
    Tensor y = h.layerNorm(new long[] {24}, null, null, 1e-5).softmax(-1);
    return y.sum(0).toFloatArray();
  }

  @Test
  void debugAndStrictComputeIdenticalBits() {
    float[] debug;
    float[] strict;
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.DEBUG)) {
      debug = smallModel(s);
    }
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.STRICT)) {
      strict = smallModel(s);
    }
    assertThat(debug).hasSize(24);
    assertThat(strict).containsExactly(debug);
    // softmax rows sum to one; 16 rows summed over dim 0 sum to 16
    double total = 0;
    for (float v : debug) {
      total += v;
    }
    assertThat(total).isCloseTo(16.0, org.assertj.core.data.Offset.offset(1e-3));
  }

  @Test
  void switchingModesMidSessionKeepsValues() {
    try (Session s = SERVER.client().openSession("e2e", 1, EagerMode.STRICT)) {
      Tensor a = s.tensor(new float[] {1, 2, 3, 4}, 2, 2);
      Tensor b = a.add(a);
      s.setMode(EagerMode.DEBUG);
      Tensor c = b.mul(b);
      assertThat(c.toFloatArray()).containsExactly(4, 16, 36, 64);
      s.setMode(EagerMode.STRICT);
      assertThat(c.sum().item()).isEqualTo(120.0);
    }
  }

  @Test
  void timingsCarryBothClocks() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.STRICT)) {
      Tensor a = s.randn(1, 256, 256);
      a.matmul(a).sum().item();
      assertThat(s.timing().getDeviceSeconds()).isPositive();
      assertThat(s.timing().getWallNanos()).isPositive();
    }
  }

  @ParameterizedTest
  @EnumSource(EagerMode.class)
  void shapeErrorsAreCaughtAtTheCallersLine(EagerMode mode) {
    try (Session s = SERVER.client().openSession("e2e", 0, mode)) {
      Tensor a = s.zeros(2, 3);
      Tensor b = s.zeros(4, 5);
      assertThatThrownBy(() -> a.matmul(b))
          .isInstanceOf(OpTypeException.class)
          .hasMessageContaining("3")
          .hasMessageContaining("4");
    }
  }

  @Test
  void outOfRangeIndexRaisesInDebugNamingTheLine() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.DEBUG)) {
      Tensor table = s.arange(20).to(DType.F32).reshape(5, 4);
      Tensor ids = s.tensor(new int[] {1, 7});
      int line = nextLine();
      TpuException e = catchThrowableOfType(() -> Tensor.embedding(table, ids), TpuException.class);
      assertThat(e).isNotNull();
      assertThat(e.code()).isEqualTo(Status.Code.OUT_OF_RANGE);
      assertThat(e.getMessage()).contains("7");
      assertThat(e.opError().getLocation().getLine()).isEqualTo(line);
      assertThat(e.opError().getLocation().getFile()).isEqualTo("EagerModesIT.java");
    }
  }

  @Test
  void outOfRangeIndexIsClampedInStrictAsXlaDoes() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.STRICT)) {
      Tensor table = s.arange(20).to(DType.F32).reshape(5, 4);
      Tensor rows = Tensor.embedding(table, s.tensor(new int[] {1, 7}));
      assertThat(rows.toFloatArray()).containsExactly(4, 5, 6, 7, 16, 17, 18, 19);
    }
  }

  @Test
  void nanFromFiniteInputsRaisesInDebugOnly() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.DEBUG)) {
      Tensor x = s.tensor(new float[] {1f, -1f}, 2);
      int line = nextLine();
      TpuException e = catchThrowableOfType(() -> x.log(), TpuException.class);
      assertThat(e).isNotNull();
      assertThat(e.code()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(e.getMessage()).contains("NaN").contains("log");
      assertThat(e.opError().getLocation().getLine()).isEqualTo(line);
      // the session goes on after the error
      assertThat(x.exp().toFloatArray()[0]).isEqualTo((float) Math.E);
    }
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.STRICT)) {
      float[] v = s.tensor(new float[] {1f, -1f}, 2).log().toFloatArray();
      assertThat(v[0]).isEqualTo(0f);
      assertThat(v[1]).isNaN();
    }
  }

  @Test
  void strictFailureSurfacesAtTheNextSyncPointAndStopsLaterOps() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.STRICT)) {
      Tensor ok = s.ones(4);
      int line = nextLine();
      Tensor tooBig = s.zeros(DType.F32, 65536, 65536); // 16 GiB: v5e's whole HBM and more
      Tensor after = ok.add(1.0);
      TpuException e = catchThrowableOfType(after::toFloatArray, TpuException.class);
      assertThat(e).isNotNull();
      assertThat(e.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(e.getMessage()).contains("HBM").contains("17179869184");
      assertThat(e.opError().getLocation().getLine()).isEqualTo(line);
      // ops after the failed one did not run
      TpuException missing = catchThrowableOfType(after::toFloatArray, TpuException.class);
      assertThat(missing.code()).isEqualTo(Status.Code.NOT_FOUND);
      // values from before the failure are intact, and the session goes on
      assertThat(ok.add(2.0).toFloatArray()).containsExactly(3, 3, 3, 3);
      assertThat(tooBig).isNotNull();
    }
  }

  @Test
  void outOfMemoryInDebugIsResourceExhaustedNamingSizes() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.DEBUG)) {
      TpuException e = catchThrowableOfType(() -> s.zeros(DType.F32, 65536, 65536), TpuException.class);
      assertThat(e.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(e.getMessage()).contains("chip 0").contains("v5e").contains("17179869184");
    }
  }

  @Test
  void freeingTensorsReturnsHbm() {
    try (Session s = SERVER.client().openSession("e2e", 1, EagerMode.DEBUG)) {
      long before = SERVER.client().describeHost().getChips(1).getHbmUsedBytes();
      Tensor big = s.zeros(DType.F32, 1024, 1024);
      s.synchronize();
      long during = SERVER.client().describeHost().getChips(1).getHbmUsedBytes();
      assertThat(during - before).isGreaterThanOrEqualTo(4L << 20);
      s.free(big);
      s.synchronize();
      s.ones(1).toFloatArray(); // the free travels with the next call
      long after = SERVER.client().describeHost().getChips(1).getHbmUsedBytes();
      // the big tensor's 4 MiB are back; the one-element tensors made meanwhile hold a few bytes
      assertThat(during - after).isBetween((4L << 20) - 64, 4L << 20);
    }
  }

  @Test
  void restAdminShowsChipsAndOpenSessions() throws Exception {
    java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
    try (Session s = SERVER.client().openSession("rest-tenant", 1, EagerMode.STRICT)) {
      s.zeros(DType.F32, 256, 256).sum().item();
      String sessions = http.send(java.net.http.HttpRequest.newBuilder(
          java.net.URI.create(SERVER.process().httpBase() + "/api/v1/sessions")).build(),
          java.net.http.HttpResponse.BodyHandlers.ofString()).body();
      assertThat(sessions).contains("\"id\":\"" + s.id() + "\"").contains("\"tenant\":\"rest-tenant\"")
          .contains("\"mode\":\"STRICT\"");
      String chips = http.send(java.net.http.HttpRequest.newBuilder(
          java.net.URI.create(SERVER.process().httpBase() + "/api/v1/chips")).build(),
          java.net.http.HttpResponse.BodyHandlers.ofString()).body();
      assertThat(chips).contains("\"generation\":\"v5e\"").contains("\"hbmBytes\":17179869184").contains("\"mxuDim\":128");
    }
    String prometheus = http.send(java.net.http.HttpRequest.newBuilder(
        java.net.URI.create(SERVER.process().managementBase() + "/actuator/prometheus")).build(),
        java.net.http.HttpResponse.BodyHandlers.ofString()).body();
    assertThat(prometheus).contains("torchtpu_ops_total{").contains("torchtpu_hbm_used_bytes{");
  }

  @Test
  void closingASessionFreesAllItsHbm() {
    long before = SERVER.client().describeHost().getChips(1).getHbmUsedBytes();
    try (Session s = SERVER.client().openSession("e2e", 1, EagerMode.STRICT)) {
      s.zeros(DType.F32, 512, 512).add(1.0).sum().item();
    }
    assertThat(SERVER.client().describeHost().getChips(1).getHbmUsedBytes()).isEqualTo(before);
  }
}

package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecutionDepth;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.ReadValue;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/**
 * Reads served on a batch's own answer (OpBatch.reads, StreamResponse.values): the same bytes as Download, and only
 * what Download would return without a question; everything else is left to Download.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a hang guard, not a timing assertion
class InlineReadsTest {
  private RuntimeHarness rt;

  @BeforeEach
  void open() throws Exception {
    rt = new RuntimeHarness();
  }

  @AfterEach
  void close() {
    rt.close();
  }

  /** Uploads f32[n] of varied values (signs, fractions, a subnormal) as handle 1. */
  private void uploadValues(String s, int n) throws Exception {
    float[] v = new float[n];
    for (int i = 0; i < n; i++) {
      v[i] = (i % 7 - 3) * 0.3337f + i * 1e-3f;
    }
    v[0] = Float.MIN_VALUE;
    rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {n}, v));
  }

  /** The literal Download returns: its type message and its chunks' bytes, as sent. */
  private TensorLiteral downloaded(String session, long handle) {
    Iterator<DownloadResponse> it = rt.blocking.download(DownloadRequest.newBuilder().setSessionId(session)
        .setHandle(handle).build());
    TensorLiteral.Builder out = TensorLiteral.newBuilder();
    ByteString data = ByteString.EMPTY;
    while (it.hasNext()) {
      DownloadResponse r = it.next();
      if (r.hasType()) {
        out.setType(r.getType());
      } else {
        data = data.concat(r.getChunk());
      }
    }
    return out.setData(data).build();
  }

  private StreamResponse answer(String session, OpBatch batch) throws Exception {
    List<StreamResponse> seen = rt.stream(session, List.of(batch));
    return seen.get(seen.size() - 1);
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void aSmallReadComesBackOnTheBatchsAnswerWithDownloadsBytes(EagerMode mode) throws Exception {
    String s = rt.open(mode, 0);
    uploadValues(s, 64);
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, 64));
    long y = b.mul(b.unary(UnaryOp.Kind.EXP, x), x);
    long half = b.convert(DType.BF16, y);
    OpBatch batch = RuntimeHarness.batch(1, b.ops(), mode == EagerMode.FUSED).toBuilder().addReads(y).addReads(half)
        .build();

    StreamResponse answer = answer(s, batch);

    assertThat(answer.hasError()).isFalse();
    assertThat(answer.getValuesList()).extracting(ReadValue::getHandle).containsExactly(y, half);
    assertThat(answer.getValues(0).getValue()).isEqualTo(downloaded(s, y));
    assertThat(answer.getValues(1).getValue()).isEqualTo(downloaded(s, half));
    assertThat(answer.getValues(1).getValue().getType().getDtype()).isEqualTo(DType.BF16);
  }

  @Test
  void aLargeValueAnUndefinedHandleAndWhatPassesTheBoundAreLeftToDownload() throws Exception {
    String s = rt.open(EagerMode.STRICT, 0);
    uploadValues(s, 3 * 1024); // 12 KiB
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, 3 * 1024));
    long twice = b.add(x, x); // 12 KiB: served
    long thrice = b.add(twice, x); // 12 KiB more: past the answer's 16 KiB
    long wide = b.broadcast(x, new long[] {2, 3 * 1024}, 1); // 24 KiB: never served
    long small = b.convert(DType.BF16, x); // 6 KiB: fits after the first
    OpBatch batch = RuntimeHarness.batch(1, b.ops(), false).toBuilder()
        .addReads(wide).addReads(twice).addReads(thrice).addReads(999).addReads(small).build();

    StreamResponse answer = answer(s, batch);

    assertThat(answer.getValuesList()).extracting(ReadValue::getHandle).containsExactly(twice);
    assertThat(answer.getValues(0).getValue()).isEqualTo(downloaded(s, twice));
    // what was left out still reads through Download, which names what is wrong
    assertThat(downloaded(s, wide).getData().size()).isEqualTo(24 * 1024);
    assertThat(downloaded(s, thrice).getData().size()).isEqualTo(12 * 1024);
    assertThat(catchThrowableOfType(StatusRuntimeException.class, () -> downloaded(s, 999)).getStatus().getCode())
        .isEqualTo(Status.Code.NOT_FOUND);
  }

  /**
   * An attacker's batch naming an empty value (no data) or a scalar 100,000 times: every entry of the answer costs its
   * type and framing, so the answer stays within the bound. Before, only data counted: an empty value's reads were
   * free, and a 100 KB batch built a 1.6 MB answer of 100,000 entries, outside any heap share (a 16 MiB batch: 16
   * million entries).
   */
  @ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(ints = {0, 1})
  void readsOfOneSmallValueRepeatedCannotInflateTheAnswer(int elements) throws Exception {
    String s = rt.open(EagerMode.STRICT, 0);
    uploadValues(s, Math.max(elements, 1));
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, Math.max(elements, 1)));
    long small = elements == 0 ? b.splat(DType.F32, 1f, 0) : b.add(x, x);
    OpBatch.Builder batch = RuntimeHarness.batch(1, b.ops(), false).toBuilder();
    for (int i = 0; i < 100_000; i++) {
      batch.addReads(small);
    }

    StreamResponse answer = answer(s, batch.build());

    assertThat(answer.hasError()).isFalse();
    assertThat(answer.getValuesCount()).isPositive(); // still served, within the bound
    assertThat(answer.getSerializedSize()).isLessThanOrEqualTo(InlineReads.MAX_FRAMING_BYTES + 1024);
    assertThat(answer.getValues(0).getValue()).isEqualTo(downloaded(s, small));
  }

  /** A value of exactly the SDK's inline bound (16 KiB of data) is still served alone: the framing is counted apart. */
  @Test
  void aValueOfTheWholeBoundIsServed() throws Exception {
    String s = rt.open(EagerMode.STRICT, 0);
    uploadValues(s, 4 * 1024);
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, 4 * 1024));
    long twice = b.add(x, x); // 16 KiB
    OpBatch batch = RuntimeHarness.batch(1, b.ops(), false).toBuilder().addReads(twice).build();

    StreamResponse answer = answer(s, batch);

    assertThat(answer.getValuesList()).extracting(ReadValue::getHandle).containsExactly(twice);
    assertThat(answer.getValues(0).getValue()).isEqualTo(downloaded(s, twice));
  }

  @Test
  void aBatchThatFailsServesNoRead() throws Exception {
    String s = rt.open(EagerMode.STRICT, 0);
    uploadValues(s, 8);
    GraphBuilder b = new GraphBuilder(1);
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long y = b.add(x, x);
    b.raw(org.torchtpu.api.v1.Op.newBuilder().addResults(y + 1).addOperands(404)
        .setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.NEGATE)).build()); // an undefined operand
    OpBatch batch = RuntimeHarness.batch(1, b.ops(), false).toBuilder().addReads(y).build();

    StreamResponse answer = answer(s, batch);

    assertThat(answer.hasError()).isTrue();
    assertThat(answer.getValuesList()).isEmpty();
  }

  @Test
  void anAbstractSessionServesNoRead() throws Exception {
    String s = rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(EagerMode.STRICT)
        .setDepth(ExecutionDepth.ABSTRACT).build()).getSessionId();
    GraphBuilder b = new GraphBuilder(1);
    long y = b.splat(DType.F32, 2f, 4);
    OpBatch batch = RuntimeHarness.batch(1, b.ops(), false).toBuilder().addReads(y).build();

    StreamResponse answer = answer(s, batch);

    assertThat(answer.hasError()).isFalse();
    assertThat(answer.getValuesList()).isEmpty();
  }
}

package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngBitGeneratorOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

/**
 * rng_bit_generator beyond what JAX's exports exercise (StableHloCorpusTest's ops_rng_bit_generator and rbg_sampling
 * compare u32/u8 bits and states with JAX exactly): the three-element state and u64 bits follow XLA's expander
 * layout, and bad input is refused naming the op and the rule.
 */
class RngBitGeneratorImportTest {
  private static final Executor EXECUTOR = new Executor();
  private static final long KEY = 0xdeadbeef00000007L;

  private static List<DeviceArray> run(DType bits, int count, long... state) {
    Op op = Op.newBuilder().setRngBitGenerator(RngBitGeneratorOp.newBuilder()
        .setType(TensorType.newBuilder().setDtype(bits).addDims(count))).build();
    return EXECUTOR.execute(op, List.of(DeviceArray.ofLongs(DType.U64, new int[] {state.length}, state)), false);
  }

  @Test
  void aThreeElementStateCountsFromItsOwnHighWordAndCarriesIntoIt() {
    // a two-element state's counter is (low = state[1], high = state[0]): the same counter spelled out in three
    List<DeviceArray> two = run(DType.U32, 9, KEY, 0x3ffffffffL);
    List<DeviceArray> three = run(DType.U32, 9, KEY, 0x3ffffffffL, KEY);
    assertThat(three.get(1).longs()).containsExactly(two.get(1).longs());
    assertThat(two.get(0).longs()).containsExactly(KEY, 0x3ffffffffL + 3); // 9 words = 3 counter values
    // the low word wraps: the high word takes the carry
    List<DeviceArray> wrapped = run(DType.U32, 4, KEY, -1L, 5L);
    assertThat(wrapped.get(0).longs()).containsExactly(KEY, 0L, 6L);
  }

  @Test
  void u64BitsAreConsecutiveWordPairsLowWordFirst() {
    long[] words = run(DType.U32, 6, KEY, 11L).get(1).longs();
    long[] pairs = run(DType.U64, 3, KEY, 11L).get(1).longs();
    for (int i = 0; i < 3; i++) {
      assertThat(pairs[i]).isEqualTo(words[2 * i] | (words[2 * i + 1] << 32));
    }
    long[] bytes = run(DType.U8, 6, KEY, 11L).get(1).longs();
    for (int i = 0; i < 6; i++) {
      assertThat(bytes[i]).isEqualTo(words[i] & 0xff);
    }
  }

  private static StableHloImportException importError(String body) {
    Throwable t = catchThrowable(() -> StableHloImporter.parse("func.func @main" + body + "\n"));
    assertThat(t).isInstanceOf(StableHloImportException.class);
    return (StableHloImportException) t;
  }

  @Test
  void badInputIsRefusedNamingTheRule() {
    assertThat(importError("""
        (%s: tensor<2xui64>) -> tensor<4xui32> {
          %st, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
          return %b : tensor<4xui32>
        }""")).hasMessageContaining("algorithm THREE_FRY is not supported");
    assertThat(importError("""
        (%s: tensor<4xui32>) -> tensor<4xui32> {
          %st, %b = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
          return %b : tensor<4xui32>
        }""")).hasMessageContaining("needs a u64[2] or u64[3] state");
    assertThat(importError("""
        (%s: tensor<2xui64>) -> tensor<4xf32> {
          %st, %b = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
          return %b : tensor<4xf32>
        }""")).hasMessageContaining("makes u8, u32 or u64 bits");
    assertThat(importError("""
        (%x: tensor<3xui32>) -> tensor<ui64> {
          %0 = stablehlo.bitcast_convert %x : (tensor<3xui32>) -> tensor<ui64>
          return %0 : tensor<ui64>
        }""")).hasMessageContaining("needs a last dimension of 2");
  }
}

package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;

/**
 * The float8 formats against XLA's converts (golden data from jax.jit on CPU, checked there against ml_dtypes:
 * src/test/stablehlo/export_float8.py): the value of every bit pattern, and the pattern of every representable value,
 * every tie between neighbours, one float32 ulp either side of each tie, overflow, underflow, infinities, NaN and
 * signed zeros, for each of the seven formats.
 */
class Float8FormatTest {
  private static final JsonNode GOLDEN = load();

  @Test
  void everyBitPatternDecodesAsXlaConvertsIt() {
    List<String> failures = new ArrayList<>();
    for (Float8Format format : Float8Format.values()) {
      JsonNode g = GOLDEN.get("formats").get(format.dtype().name());
      for (int b = 0; b < 256; b++) {
        float got = format.fromBits(b);
        if (g.get("decodeIsNaN").get(b).asBoolean()) {
          if (!Float.isNaN(got)) {
            failures.add(format + " 0x" + Integer.toHexString(b) + ": expected NaN, got " + got);
          }
        } else if (Float.floatToRawIntBits(got) != (int) g.get("decodeF32Bits").get(b).asLong()) {
          failures.add(format + " 0x" + Integer.toHexString(b) + ": expected "
              + Float.intBitsToFloat((int) g.get("decodeF32Bits").get(b).asLong()) + ", got " + got);
        }
      }
      assertThat(format.maxFinite()).as(format + " max").isEqualTo(g.get("max").asDouble());
    }
    assertThat(failures).isEmpty();
  }

  @Test
  void everyRoundingEdgeEncodesAsXlaConvertsIt() {
    List<String> failures = new ArrayList<>();
    int cases = 0;
    for (Float8Format format : Float8Format.values()) {
      JsonNode g = GOLDEN.get("formats").get(format.dtype().name());
      JsonNode inputs = g.get("encodeF32Bits");
      JsonNode expected = g.get("encodeExpected");
      for (int i = 0; i < inputs.size(); i++, cases++) {
        float x = Float.intBitsToFloat((int) inputs.get(i).asLong());
        int want = expected.get(i).asInt();
        int got = format.toBits(x) & 0xff;
        if (got != want && failures.size() < 20) {
          failures.add(format + " " + x + ": expected 0x" + Integer.toHexString(want) + ", got 0x"
              + Integer.toHexString(got));
        }
        // round() is the same rounding, seen as the value
        float rounded = Numerics.round(format.dtype(), x);
        float wantValue = format.fromBits(want);
        if (Float.floatToRawIntBits(rounded) != Float.floatToRawIntBits(wantValue)
            && !(Float.isNaN(rounded) && Float.isNaN(wantValue)) && failures.size() < 20) {
          failures.add(format + " round(" + x + "): expected " + wantValue + ", got " + rounded);
        }
      }
    }
    assertThat(cases).isGreaterThan(20_000);
    assertThat(failures).isEmpty();
  }

  @Test
  void integerRoundingPicksTheNearestValueOnASweepOfEveryBinade() {
    // independent of the bit tricks: the nearest of the format's finite values by search, ties to the even
    // pattern, over every 4099th float32 pattern within range (a stride prime to the mantissa width)
    List<String> failures = new ArrayList<>();
    for (Float8Format format : Float8Format.values()) {
      List<float[]> finite = new ArrayList<>(); // {value, pattern}
      for (int b = 0; b < 256; b++) {
        float v = format.fromBits(b);
        if (Float.isFinite(v)) {
          finite.add(new float[] {v, b});
        }
      }
      finite.sort((p, q) -> Float.compare(p[0], q[0]));
      float[] values = new float[finite.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = finite.get(i)[0];
      }
      for (long i = 0; i < (1L << 32); i += 4099) {
        float x = Float.intBitsToFloat((int) i);
        if (!(Math.abs(x) <= format.maxFinite())) {
          continue;
        }
        int at = java.util.Arrays.binarySearch(values, x);
        float want;
        if (at >= 0) {
          want = values[at];
        } else {
          float lo = values[-at - 2];
          float hi = values[-at - 1];
          double dl = (double) x - lo;
          double dh = (double) hi - x;
          boolean loEven = ((int) finite.get(-at - 2)[1] & 1) == 0;
          want = dl < dh || (dl == dh && loEven) ? lo : hi;
        }
        float got = format.round(x);
        if (got != want && failures.size() < 20) { // == so the two zeros count alike
          failures.add(format + " round(" + x + "): expected " + want + ", got " + got);
        }
      }
    }
    assertThat(failures).isEmpty();
  }

  @Test
  void literalsCarryOneBytePerElementOnTheWire() {
    TensorLiteral lit = LiteralCodec.fromFloats(new float[] {1.0f, -448f, 500f, Float.NaN, -0.0f},
        DType.F8E4M3FN, 5);
    assertThat(lit.getData().toByteArray()).containsExactly(0x38, 0xfe, 0x7f, 0x7f, 0x80);
    float[] back = LiteralCodec.toFloats(lit);
    assertThat(back[0]).isEqualTo(1.0f);
    assertThat(back[1]).isEqualTo(-448f);
    assertThat(back[2]).isNaN(); // e4m3fn has no infinity: 500 overflows to NaN
    assertThat(Float.floatToRawIntBits(back[4])).isEqualTo(Float.floatToRawIntBits(-0.0f));
    // e5m2 overflows to infinity; e4m3fnuz has no negative zero
    assertThat(LiteralCodec.toFloats(LiteralCodec.fromFloats(new float[] {70000f}, DType.F8E5M2, 1)))
        .containsExactly(Float.POSITIVE_INFINITY);
    assertThat(LiteralCodec.fromFloats(new float[] {-0.0f}, DType.F8E4M3FNUZ, 1).getData().toByteArray())
        .containsExactly(0);
  }

  private static JsonNode load() {
    try (InputStream in = Float8FormatTest.class.getResourceAsStream("/stablehlo/float8_formats.json")) {
      return new ObjectMapper().readTree(in);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}

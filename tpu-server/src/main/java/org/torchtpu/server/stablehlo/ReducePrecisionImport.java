package org.torchtpu.server.stablehlo;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BitcastConvertOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code stablehlo.reduce_precision %x, format = eEmM} (generic form: exponent_bits, mantissa_bits) rounds each
 * float to E exponent and M mantissa bits and back. JAX emits it with the operand's own format ({@code e8m23} on
 * f32) around the values a {@code jax.checkpoint} policy saves, which is the identity; {@code lax.reduce_precision}
 * to bfloat16's or float16's format is how mixed-precision code simulates them. Imported: any format at least as
 * wide as the operand's (identity); f32 to e8m7 as a round trip through bf16 (round to nearest even, NaN, infinities
 * and subnormals as bf16 has them, exactly XLA's reduce_precision there); any other format on f32 and bf16 by XLA's
 * own bit arithmetic on the f32 pattern (see {@link #roundBits}: a narrower exponent flushes what underflows to
 * zero, unlike a conversion to f16, so e5m10 is not an f16 round trip). A narrower format on f16 is refused naming it.
 */
final class ReducePrecisionImport {
  private static final Pattern FORMAT = Pattern.compile("e(\\d+)m(\\d+)");

  private final StableHloImporter im;

  ReducePrecisionImport(StableHloImporter im) {
    this.im = im;
  }

  void reducePrecision(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Value x = in.get(0);
    int[] format = format(op);
    int exponentBits = format[0];
    int mantissaBits = format[1];
    DType dtype = x.type().getDtype();
    int[] own = bits(op, dtype);
    Value out;
    if (exponentBits >= own[0] && mantissaBits >= own[1]) {
      out = x;
    } else if (dtype == DType.F32 && exponentBits >= 8 && mantissaBits == 7) {
      Value narrow = im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.BF16)), in);
      out = im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.F32)), List.of(narrow));
    } else if (dtype == DType.F32) {
      out = roundBits(op, x, exponentBits, mantissaBits);
    } else if (dtype == DType.BF16) { // bf16 is f32's top half: rounding its f32 bits is rounding its own
      Value wide = im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.F32)), in);
      out = im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.BF16)),
          List.of(roundBits(op, wide, exponentBits, mantissaBits)));
    } else {
      throw StableHloImporter.unsupported(op, "reduce_precision to e" + exponentBits + "m" + mantissaBits + " on "
          + dtype + " is not supported; supported: a format at least as wide as the operand's, any format on f32 "
          + "and bf16");
    }
    im.finish(op, env, in, out);
  }

  /**
   * XLA's reduce_precision on f32 bits (its ReducePrecisionInsertion expansion): the mantissa rounded to nearest
   * even by adding half an ulp of the target (less one, plus the last kept bit) and truncating; then, for a narrower
   * exponent, what exceeds the target's largest exponent becomes a signed infinity and what is at or below its
   * smallest normal exponent a signed zero (subnormals of the target flush, as XLA's do); NaN stays NaN.
   */
  private Value roundBits(MlirAst.Op op, Value x, int exponentBits, int mantissaBits) {
    Value bits = im.emit(op, Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.U32)),
        List.of(x));
    if (mantissaBits < 23) {
      int drop = 23 - mantissaBits;
      long lastKept = 1L << drop;
      Value last = bin(op, BinaryOp.Kind.SHIFT_RIGHT_LOGICAL, bin(op, BinaryOp.Kind.AND, bits, u32(op, x, lastKept)),
          u32(op, x, drop));
      Value bias = bin(op, BinaryOp.Kind.ADD, last, u32(op, x, (lastKept >> 1) - 1));
      Value truncationMask = u32(op, x, ~(lastKept - 1) & 0xFFFFFFFFL);
      bits = bin(op, BinaryOp.Kind.AND, bin(op, BinaryOp.Kind.ADD, bits, bias), truncationMask);
    }
    if (exponentBits < 8) {
      long exponentMask = 0x7F800000L;
      long reducedBias = (1L << (exponentBits - 1)) - 1;
      Value exponent = bin(op, BinaryOp.Kind.AND, bits, u32(op, x, exponentMask));
      Value overflows = compare(op, CompareOp.Direction.GT, exponent, u32(op, x, (127 + reducedBias) << 23));
      Value underflows = compare(op, CompareOp.Direction.LE, exponent, u32(op, x, (127 - reducedBias) << 23));
      Value signedZero = bin(op, BinaryOp.Kind.AND, bits, u32(op, x, 0x80000000L));
      Value signedInf = bin(op, BinaryOp.Kind.OR, signedZero, u32(op, x, exponentMask));
      bits = select(op, overflows, signedInf, select(op, underflows, signedZero, bits));
    }
    Value rounded = im.emit(op, Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.F32)),
        List.of(bits));
    return select(op, compare(op, CompareOp.Direction.NE, x, x), x, rounded);
  }

  private Value u32(MlirAst.Op op, Value like, long value) {
    Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(value, DType.U32))), List.of());
    return im.broadcastScalar(op, c, like.type());
  }

  private Value bin(MlirAst.Op op, BinaryOp.Kind kind, Value a, Value b) {
    return im.emit(op, StableHloImporter.binaryOp(kind), List.of(a, b));
  }

  private Value compare(MlirAst.Op op, CompareOp.Direction direction, Value a, Value b) {
    return im.emit(op, Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(direction)), List.of(a, b));
  }

  private Value select(MlirAst.Op op, Value pred, Value a, Value b) {
    return im.emit(op, Op.newBuilder().setSelect(SelectOp.getDefaultInstance()), List.of(pred, a, b));
  }

  private static int[] bits(MlirAst.Op op, DType dtype) {
    return switch (dtype) {
      case F32 -> new int[] {8, 23};
      case BF16 -> new int[] {8, 7};
      case F16 -> new int[] {5, 10};
      default -> throw DTypes.isFloat(dtype)
          ? StableHloImporter.unsupported(op, "reduce_precision on " + dtype + " is not supported; supported "
              + "operands: f32, bf16, f16")
          : StableHloImporter.error(op, "invalid " + op.name, "needs a float operand, got " + dtype);
    };
  }

  private static int[] format(MlirAst.Op op) {
    MlirAst.Attr f = op.attributes.get("format");
    if (f != null) {
      String text = f instanceof MlirAst.KeywordAttr k ? k.word()
          : f instanceof MlirAst.StringAttr str ? str.value()
          : f instanceof MlirAst.OpaqueAttr o ? o.text() : String.valueOf(f);
      Matcher m = FORMAT.matcher(text.trim());
      if (!m.matches()) {
        throw StableHloImporter.error(op, "invalid " + op.name, "format must be eEmM (such as e8m23), got " + text);
      }
      return new int[] {bitCount(op, "exponent_bits", m.group(1), 1), bitCount(op, "mantissa_bits", m.group(2), 0)};
    }
    // si32 in the StableHLO spec: checked as the i64 the text may hold, so 2^32 + 8 is not read as 8
    int e = bitCount(op, "exponent_bits", OpAttributes.integer(op, "exponent_bits"), 1);
    int m = bitCount(op, "mantissa_bits", OpAttributes.integer(op, "mantissa_bits"), 0);
    return new int[] {e, m};
  }

  /**
   * The pattern's digits, any count of them: more than fit a long are refused by their count. Parsed whole, a
   * module's million-digit format took 16 s of CPU (a {@code BigInteger} parse is quadratic) and echoed every digit.
   */
  private static int bitCount(MlirAst.Op op, String name, String digits, long min) {
    int first = 0;
    while (first < digits.length() - 1 && digits.charAt(first) == '0') {
      first++;
    }
    if (digits.length() - first > 18) {
      throw StableHloImporter.error(op, "invalid " + op.name, name + " must be in [" + min + ", " + Integer.MAX_VALUE
          + "], got a number of " + (digits.length() - first) + " digits");
    }
    return bitCount(op, name, Long.parseLong(digits.substring(first)), min);
  }

  private static int bitCount(MlirAst.Op op, String name, long value, long min) {
    if (value < min || value > Integer.MAX_VALUE) {
      throw StableHloImporter.error(op, "invalid " + op.name, name + " must be in [" + min + ", " + Integer.MAX_VALUE
          + "], got " + value);
    }
    return (int) value;
  }
}

package org.torchtpu.server.stablehlo;

import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.FloatBits;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.MlirAst.ComplexElement;
import org.torchtpu.server.stablehlo.MlirAst.DenseElement;
import org.torchtpu.server.stablehlo.MlirAst.DenseLiteral;
import org.torchtpu.server.stablehlo.MlirAst.Pos;

/**
 * {@code dense<...>} bodies to tensor literals: a splat ({@code dense<0.000000e+00>}), nested
 * lists matching the type's shape ({@code dense<[[1.0, 2.0]]>}), hex bit patterns of single
 * elements ({@code dense<0xFF800000>} is -inf in f32) or hex strings of the raw little-endian
 * data ({@code dense<"0x0000803F...">}).
 */
final class DenseLiterals {
  /** Elements a constant may have here; larger constants belong in parameters. */
  static final long MAX_ELEMENTS = 1L << 26;

  private DenseLiterals() {}

  static TensorLiteral toLiteral(DenseLiteral dense, TensorType type, Pos pos, String opName) {
    long count = Shapes.numElements(type);
    if (count > MAX_ELEMENTS) {
      throw error(pos, opName, "constant " + MlirTypes.toMlir(type) + " has " + count + " elements; at most "
          + MAX_ELEMENTS + " are accepted inline (pass larger tensors as parameters)");
    }
    int n = (int) count;
    long[] dims = type.getDimsList().stream().mapToLong(Long::longValue).toArray();
    DType dtype = type.getDtype();
    if (dense.hexBytes() != null) {
      return fromHex(dense.hexBytes(), type, n, dims, pos, opName);
    }
    // The literal's bytes are the one array of the constant's size built here (the budget charged before this is
    // what it takes): a splat is converted once and repeated, a list converted a block of elements at a time.
    // Building it as element references, then floats, then bytes took about three times the constant in
    // temporaries, so a module within its budget could still make the host allocate several times that.
    int width = DTypes.byteSize(dtype);
    byte[] data = new byte[Math.multiplyExact(n, width)];
    Object elements = dense.elements();
    if (elements instanceof DenseElement splat) {
      repeat(encode(new DenseElement[] {splat}, 1, dtype, opName), data);
    } else if (elements instanceof ComplexElement splat) {
      // a complex splat over f32[..., 2]
      if (type.getDimsCount() == 0 || type.getDims(type.getDimsCount() - 1) != 2) {
        throw error(pos, opName, "a complex element in a constant of " + MlirTypes.toMlir(type));
      }
      repeat(encode(new DenseElement[] {splat.re(), splat.im()}, 2, dtype, opName), data);
    } else {
      Sink sink = new Sink(data, n, dtype, opName);
      flatten(elements, type, 0, sink, pos, opName);
      sink.flush();
    }
    return TensorLiteral.newBuilder().setType(Shapes.type(dtype, dims))
        .setData(com.google.protobuf.UnsafeByteOperations.unsafeWrap(data)).build(); // ours, never written again
  }

  /** The little-endian bytes of the first {@code count} elements, converted as the literal codec does. */
  private static byte[] encode(DenseElement[] elements, int count, DType dtype, String opName) {
    if (DTypes.isFloat(dtype)) {
      float[] values = new float[count];
      for (int i = 0; i < count; i++) {
        values[i] = floatValue(elements[i], dtype, opName);
      }
      return LiteralCodec.fromFloats(values, dtype, count).getData().toByteArray();
    }
    long[] values = new long[count];
    for (int i = 0; i < count; i++) {
      values[i] = integerValue(elements[i], dtype, opName);
    }
    return LiteralCodec.fromLongs(values, dtype, count).getData().toByteArray();
  }

  /** Fills {@code data} with copies of {@code pattern} (its length divides data's), doubling what is written. */
  private static void repeat(byte[] pattern, byte[] data) {
    if (data.length == 0) {
      return;
    }
    System.arraycopy(pattern, 0, data, 0, pattern.length);
    for (int filled = pattern.length; filled < data.length; filled *= 2) {
      System.arraycopy(data, 0, data, filled, Math.min(filled, data.length - filled));
    }
  }

  /** Receives a list literal's leaves in row-major order and writes them into the literal's bytes a block at a time. */
  private static final class Sink {
    private static final int BLOCK = 4096;
    private final byte[] data;
    private final DType dtype;
    private final String opName;
    private final DenseElement[] block;
    private int pending;
    private int offset;

    Sink(byte[] data, int n, DType dtype, String opName) {
      this.data = data;
      this.dtype = dtype;
      this.opName = opName;
      this.block = new DenseElement[Math.max(1, Math.min(n, BLOCK))];
    }

    void add(DenseElement e) {
      block[pending++] = e;
      if (pending == block.length) {
        flush();
      }
    }

    void flush() {
      if (pending == 0) {
        return;
      }
      byte[] bytes = encode(block, pending, dtype, opName);
      System.arraycopy(bytes, 0, data, offset, bytes.length);
      offset += bytes.length;
      java.util.Arrays.fill(block, 0, pending, null);
      pending = 0;
    }
  }

  /** Passes the leaves of nested lists in row-major order, checking each list's length against the shape. */
  private static void flatten(Object node, TensorType type, int depth, Sink out, Pos pos, String opName) {
    int rank = type.getDimsCount();
    if (node instanceof ComplexElement c && depth == rank - 1 && type.getDims(depth) == 2) {
      out.add(c.re()); // complex tensors are f32[..., 2]: the pair is the last axis
      out.add(c.im());
      return;
    }
    if (depth == rank) {
      if (!(node instanceof DenseElement e)) {
        throw error(pos, opName, "dense literal is nested deeper than the rank " + rank + " of "
            + MlirTypes.toMlir(type));
      }
      out.add(e);
      return;
    }
    if (!(node instanceof List<?> list)) {
      throw error(pos, opName, "dense literal has a scalar at depth " + depth + " but " + MlirTypes.toMlir(type)
          + " has rank " + rank);
    }
    if (list.size() != type.getDims(depth)) {
      throw error(pos, opName, "dense literal has " + list.size() + " elements along dimension " + depth + ", "
          + MlirTypes.toMlir(type) + " needs " + type.getDims(depth));
    }
    for (Object child : list) {
      flatten(child, type, depth + 1, out, pos, opName);
    }
  }

  private static float floatValue(DenseElement e, DType dtype, String opName) {
    String text = e.text();
    if (text.equals("true") || text.equals("false")) {
      throw error(e.pos(), opName, "boolean " + text + " in a " + MlirTypes.elementName(dtype) + " constant");
    }
    if (isHex(text)) {
      long bits = hexBits(text, e.pos(), opName);
      return switch (dtype) {
        case F32 -> {
          requireBits(bits, 32, e, opName);
          yield Float.intBitsToFloat((int) bits);
        }
        case BF16 -> {
          requireBits(bits, 16, e, opName);
          yield FloatBits.fromBf16Bits((short) bits);
        }
        case F16 -> {
          requireBits(bits, 16, e, opName);
          yield FloatBits.fromF16Bits((short) bits);
        }
        default -> {
          requireBits(bits, 8, e, opName); // the float8 types: one byte
          yield Float8Format.of(dtype).fromBits((int) bits);
        }
      };
    }
    try {
      // parseFloat rounds the decimal once, directly to float32; LiteralCodec then rounds to bf16/f16
      return Float.parseFloat(text);
    } catch (NumberFormatException ex) {
      throw error(e.pos(), opName, "bad number " + text);
    }
  }

  private static long integerValue(DenseElement e, DType dtype, String opName) {
    String text = e.text();
    long v;
    if (text.equals("true") || text.equals("false")) {
      v = text.equals("true") ? 1 : 0;
    } else if (isHex(text)) {
      int width = 8 * DTypes.byteSize(dtype);
      long bits = hexBits(text, e.pos(), opName);
      requireBits(bits, dtype == DType.PRED ? 1 : width, e, opName);
      // hex gives the bits: sign-extend signed types
      v = DTypes.isUnsigned(dtype) || dtype == DType.PRED || width == 64 ? bits : (bits << (64 - width)) >> (64 - width);
    } else {
      try {
        v = dtype == DType.U64 ? Long.parseUnsignedLong(text) : Long.parseLong(text);
      } catch (NumberFormatException ex) {
        throw error(e.pos(), opName, text + " is not an integer (constant of " + MlirTypes.elementName(dtype) + ")");
      }
    }
    long[] range = switch (dtype) {
      case S8 -> new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
      case U8 -> new long[] {0, 255};
      case U32 -> new long[] {0, 0xffffffffL};
      case S32 -> new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE};
      case PRED -> new long[] {0, 1};
      default -> new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
    };
    if (v < range[0] || v > range[1]) {
      throw error(e.pos(), opName, text + " is out of range for " + MlirTypes.elementName(dtype));
    }
    return v;
  }

  private static TensorLiteral fromHex(String hex, TensorType type, int n, long[] dims, Pos pos, String opName) {
    if (hex.length() % 2 != 0) {
      throw error(pos, opName, "hex data has an odd number of digits");
    }
    byte[] bytes = new byte[hex.length() / 2];
    for (int i = 0; i < bytes.length; i++) {
      int hi = Character.digit(hex.charAt(2 * i), 16);
      int lo = Character.digit(hex.charAt(2 * i + 1), 16);
      if (hi < 0 || lo < 0) {
        throw error(pos, opName, "hex data has a non-hex digit");
      }
      bytes[i] = (byte) (hi << 4 | lo);
    }
    DType dtype = type.getDtype();
    int width = DTypes.byteSize(dtype);
    long full = (long) n * width;
    byte[] data;
    if (bytes.length == full) {
      data = bytes;
    } else if (bytes.length == width) {
      data = new byte[(int) full];
      for (int i = 0; i < n; i++) {
        System.arraycopy(bytes, 0, data, i * width, width);
      }
    } else if (dtype == DType.PRED && bytes.length == (n + 7) / 8) {
      data = new byte[n]; // bit-packed booleans, least significant bit first
      for (int i = 0; i < n; i++) {
        data[i] = (byte) ((bytes[i / 8] >> (i % 8)) & 1);
      }
    } else {
      throw error(pos, opName, "hex data has " + bytes.length + " bytes; " + MlirTypes.toMlir(type) + " needs "
          + full + " (or " + width + " for a splat)");
    }
    if (dtype == DType.PRED) {
      for (int i = 0; i < data.length; i++) {
        data[i] = data[i] != 0 ? (byte) 1 : (byte) 0;
      }
    }
    // the wire format is the same little-endian packing, so the bytes are the literal's data
    return TensorLiteral.newBuilder().setType(Shapes.type(dtype, dims))
        .setData(com.google.protobuf.UnsafeByteOperations.unsafeWrap(data)).build(); // ours, never written again
  }

  private static boolean isHex(String text) {
    return text.startsWith("0x") || text.startsWith("-0x");
  }

  private static long hexBits(String text, Pos pos, String opName) {
    if (text.startsWith("-")) {
      throw error(pos, opName, "a hex bit pattern cannot be negative: " + text);
    }
    try {
      return Long.parseUnsignedLong(text.substring(2), 16);
    } catch (NumberFormatException ex) {
      throw error(pos, opName, "hex value " + text + " does not fit in 64 bits");
    }
  }

  private static void requireBits(long bits, int width, DenseElement e, String opName) {
    if (width < 64 && (bits >>> width) != 0) {
      throw error(e.pos(), opName, "hex value " + e.text() + " has more than " + width + " bits");
    }
  }

  private static StableHloImportException error(Pos pos, String opName, String detail) {
    return new StableHloImportException("invalid constant in " + opName, pos.line(), pos.column(), opName, detail);
  }
}

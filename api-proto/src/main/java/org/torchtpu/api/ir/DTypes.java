package org.torchtpu.api.ir;

import org.torchtpu.api.v1.DType;

/** Facts about element types that the client, the server and the cost model all need. */
public final class DTypes {
  private DTypes() {}

  /** Bytes one element takes on the device (and on the wire). */
  public static int byteSize(DType dtype) {
    return switch (dtype) {
      case F32, S32, U32 -> 4;
      case BF16, F16 -> 2;
      case S8, U8, PRED, F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E4M3, F8E3M4 -> 1;
      case S64, U64 -> 8;
      default -> throw new IllegalArgumentException("unsupported dtype " + dtype);
    };
  }

  public static boolean isFloat(DType dtype) {
    return dtype == DType.F32 || dtype == DType.BF16 || dtype == DType.F16 || isFloat8(dtype);
  }

  /** The 8-bit float types ({@link Float8Format}). */
  public static boolean isFloat8(DType dtype) {
    return Float8Format.of(dtype) != null;
  }

  /** Integer types, pred included (pred is a one-bit integer). */
  public static boolean isInteger(DType dtype) {
    return dtype == DType.S8 || dtype == DType.S32 || dtype == DType.S64 || dtype == DType.U8 || dtype == DType.U32
        || dtype == DType.U64 || dtype == DType.PRED;
  }

  /** Unsigned integer types (their values are held as non-negative longs, so long comparison is unsigned). */
  public static boolean isUnsigned(DType dtype) {
    return dtype == DType.U8 || dtype == DType.U32 || dtype == DType.U64;
  }

  public static boolean isSupported(DType dtype) {
    return isFloat(dtype) || isInteger(dtype);
  }

  /** Lower-case StableHLO spelling: f32, bf16, s32, i1 for pred. */
  public static String name(DType dtype) {
    return switch (dtype) {
      case F32 -> "f32";
      case BF16 -> "bf16";
      case F16 -> "f16";
      case S8 -> "s8";
      case S32 -> "s32";
      case S64 -> "s64";
      case U8 -> "u8";
      case U32 -> "u32";
      case U64 -> "u64";
      case PRED -> "pred";
      case F8E4M3FN -> "f8E4M3FN";
      case F8E5M2 -> "f8E5M2";
      case F8E4M3FNUZ -> "f8E4M3FNUZ";
      case F8E5M2FNUZ -> "f8E5M2FNUZ";
      case F8E4M3B11FNUZ -> "f8E4M3B11FNUZ";
      case F8E4M3 -> "f8E4M3";
      case F8E3M4 -> "f8E3M4";
      default -> dtype.name();
    };
  }
}

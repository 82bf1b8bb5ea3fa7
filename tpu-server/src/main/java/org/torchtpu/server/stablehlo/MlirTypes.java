package org.torchtpu.server.stablehlo;

import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/** MLIR spellings of the op set's element and tensor types. */
final class MlirTypes {
  private MlirTypes() {}

  /** The dtype an MLIR element type names, or null if the op set has none for it (f64, i16, ...). */
  static DType elementType(String name) {
    return switch (name) {
      case "f32" -> DType.F32;
      case "bf16" -> DType.BF16;
      case "f16" -> DType.F16;
      case "i8", "si8" -> DType.S8;
      case "i32", "si32" -> DType.S32;
      case "i64", "si64" -> DType.S64;
      case "ui8" -> DType.U8;
      case "ui32" -> DType.U32;
      case "ui64" -> DType.U64;
      case "i1" -> DType.PRED;
      case "f8E4M3FN" -> DType.F8E4M3FN;
      case "f8E5M2" -> DType.F8E5M2;
      case "f8E4M3FNUZ" -> DType.F8E4M3FNUZ;
      case "f8E5M2FNUZ" -> DType.F8E5M2FNUZ;
      case "f8E4M3B11FNUZ" -> DType.F8E4M3B11FNUZ;
      case "f8E4M3" -> DType.F8E4M3;
      case "f8E3M4" -> DType.F8E3M4;
      default -> null;
    };
  }

  static String elementName(DType dtype) {
    return switch (dtype) {
      case F32 -> "f32";
      case BF16 -> "bf16";
      case F16 -> "f16";
      case S8 -> "i8";
      case S32 -> "i32";
      case S64 -> "i64";
      case U8 -> "ui8";
      case U32 -> "ui32";
      case U64 -> "ui64";
      case PRED -> "i1";
      default -> DTypes.isFloat8(dtype) ? DTypes.name(dtype) : dtype.name(); // f8E4M3FN, ... as MLIR spells them
    };
  }

  /** {@code tensor<4x3xf32>}, as MLIR spells it. */
  static String toMlir(TensorType type) {
    StringBuilder sb = new StringBuilder("tensor<");
    for (long d : type.getDimsList()) {
      sb.append(d == MlirTypeParser.DYNAMIC ? "?" : Long.toString(d)).append('x');
    }
    return sb.append(elementName(type.getDtype())).append('>').toString();
  }
}

package org.torchtpu.client;

import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/**
 * PyTorch's type promotion over the op set's dtypes.
 *
 * <p>Categories are ordered bool (pred) &lt; integer &lt; floating. Two tensors promote with
 * {@link #promoteTypes}; an operation's result type follows {@code torch.result_type}: tensors
 * with dimensions decide first, zero-dimensional tensors only when they are of a higher
 * category, and Java scalars ("wrapped numbers") last and only by category: a double raises an
 * integer or pred operand to the default float ({@link #DEFAULT_FLOAT}), a long raises a pred
 * operand to {@link #DEFAULT_INTEGER}, and neither ever widens a type within its category
 * ({@code bf16 tensor + 2.0} stays bf16, {@code s32 tensor + 5} stays s32).
 *
 * <p>As in PyTorch, a float8 type promotes with nothing but itself ({@link #promoteTypes} refuses the rest); Java
 * scalars leave a float8 tensor's type as it is.
 *
 * <p>One deliberate difference: PyTorch promotes {@code s8} with {@code u8} to {@code int16},
 * which the op set does not have; here it is {@code s32}, the narrowest type holding both ranges.
 */
public final class TypePromotion {
  /** torch.get_default_dtype(): what float scalars and integer division produce. */
  public static final DType DEFAULT_FLOAT = DType.F32;
  /** What integer scalars, {@code arange} and integer sums produce, as PyTorch's int64. */
  public static final DType DEFAULT_INTEGER = DType.S64;

  /** The kinds of value, in promotion order. */
  public enum Category {
    BOOLEAN,
    INTEGER,
    FLOATING
  }

  private TypePromotion() {}

  public static Category category(DType dtype) {
    if (dtype == DType.PRED) {
      return Category.BOOLEAN;
    }
    if (DTypes.isFloat(dtype)) {
      return Category.FLOATING;
    }
    if (DTypes.isInteger(dtype)) {
      return Category.INTEGER;
    }
    throw new IllegalArgumentException("unsupported dtype " + dtype);
  }

  /** The dtype a tensor-valued Java scalar of this category gets on its own. */
  public static DType defaultDtype(Category category) {
    return switch (category) {
      case BOOLEAN -> DType.PRED;
      case INTEGER -> DEFAULT_INTEGER;
      case FLOATING -> DEFAULT_FLOAT;
    };
  }

  /** {@code torch.promote_types}: the smallest dtype both values fit in (see the class note on s8/u8). */
  public static DType promoteTypes(DType a, DType b) {
    category(a);
    category(b);
    if (a == b) {
      return a;
    }
    if (Float8Format.of(a) != null || Float8Format.of(b) != null) {
      // PyTorch (2.13) refuses every promotion involving a float8 type, even with bool or another float8
      throw new IllegalArgumentException("Promotion for Float8 Types is not supported, attempted to promote " + a
          + " and " + b + "; convert one operand explicitly");
    }
    if (a == DType.PRED) {
      return b;
    }
    if (b == DType.PRED) {
      return a;
    }
    boolean aFloat = DTypes.isFloat(a);
    boolean bFloat = DTypes.isFloat(b);
    if (aFloat && bFloat) {
      return DType.F32; // f32 with anything, and bf16 with f16 (neither holds the other)
    }
    if (aFloat) {
      return a;
    }
    if (bFloat) {
      return b;
    }
    if (a == DType.U8 || b == DType.U8) {
      DType other = a == DType.U8 ? b : a;
      return other == DType.S8 ? DType.S32 : other; // u8 fits in s32 and s64, and both u8 and s8 in s32
    }
    return signedWidth(a) >= signedWidth(b) ? a : b;
  }

  private static int signedWidth(DType dtype) {
    return switch (dtype) {
      case S8 -> 8;
      case S32 -> 32;
      case S64 -> 64;
      default -> throw new IllegalArgumentException(dtype + " is not a signed integer type");
    };
  }

  /** {@code torch.result_type} of two tensors. */
  public static DType resultType(TensorType a, TensorType b) {
    return resultType(List.of(a, b), null);
  }

  /** {@code torch.result_type} of a tensor and a Java scalar of {@code scalar}'s category. */
  public static DType resultType(TensorType tensor, Category scalar) {
    return resultType(List.of(tensor), scalar);
  }

  /**
   * {@code torch.result_type} of tensors and, when {@code scalar} is not null, Java scalars of
   * that category (the highest category among them).
   */
  public static DType resultType(List<TensorType> tensors, Category scalar) {
    DType dimensioned = null;
    DType zeroDim = null;
    for (TensorType t : tensors) {
      if (t.getDimsCount() == 0) {
        zeroDim = promoteSkippingNull(zeroDim, t.getDtype());
      } else {
        dimensioned = promoteSkippingNull(dimensioned, t.getDtype());
      }
    }
    DType wrapped = scalar == null ? null : defaultDtype(scalar);
    DType result = combine(dimensioned, combine(zeroDim, wrapped));
    if (result == null) {
      throw new IllegalArgumentException("result type of nothing: no tensors and no scalars");
    }
    return result;
  }

  /** A lower-priority type only counts when it is of a higher category (PyTorch's combine_categories). */
  private static DType combine(DType higher, DType lower) {
    if (higher != null && DTypes.isFloat(higher)) {
      return higher;
    }
    if (higher == DType.PRED || (lower != null && DTypes.isFloat(lower))) {
      return promoteSkippingNull(higher, lower);
    }
    return higher != null ? higher : lower;
  }

  private static DType promoteSkippingNull(DType a, DType b) {
    if (a == null) {
      return b;
    }
    if (b == null) {
      return a;
    }
    return promoteTypes(a, b);
  }
}

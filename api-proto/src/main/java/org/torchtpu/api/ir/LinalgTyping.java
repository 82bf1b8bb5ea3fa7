package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TriangularSolveOp;

/** The typing of the linear-algebra ops: batches of f32 matrices in the two innermost dimensions. */
final class LinalgTyping {
  private LinalgTyping() {}

  /** [factor, info]: the factor has a's type, info is s32 over a's batch dimensions. */
  static List<TensorType> cholesky(String name, List<TensorType> operands) {
    expectCount(name, operands, 1, "[a]");
    TensorType a = operands.get(0);
    squareF32(name, "a", a);
    TensorType info = TensorType.newBuilder().setDtype(DType.S32)
        .addAllDims(a.getDimsList().subList(0, a.getDimsCount() - 2)).build();
    return List.of(a, info);
  }

  /** The one operand of a factorization: f32 matrices [..., m, n]. */
  private static TensorType f32Matrices(String name, List<TensorType> operands) {
    expectCount(name, operands, 1, "[a]");
    TensorType a = operands.get(0);
    if (a.getDtype() != DType.F32 || a.getDimsCount() < 2) {
      throw error(name, "factors f32 matrices [..., m, n] (LAPACK's s routines), got " + str(a));
    }
    return a;
  }

  /** [lu, pivots, permutation, info] (see LuOp). */
  static List<TensorType> lu(String name, List<TensorType> operands) {
    TensorType a = f32Matrices(name, operands);
    int rank = a.getDimsCount();
    List<Long> batch = a.getDimsList().subList(0, rank - 2);
    long m = a.getDims(rank - 2);
    long k = Math.min(m, a.getDims(rank - 1));
    TensorType.Builder s32 = TensorType.newBuilder().setDtype(DType.S32).addAllDims(batch);
    return List.of(a, s32.clone().addDims(k).build(), s32.clone().addDims(m).build(), s32.build());
  }

  /** [a's type, taus f32[..., min(m, n)]] (see QrOp). */
  static List<TensorType> qr(String name, List<TensorType> operands) {
    TensorType a = f32Matrices(name, operands);
    int rank = a.getDimsCount();
    long k = Math.min(a.getDims(rank - 2), a.getDims(rank - 1));
    return List.of(a, TensorType.newBuilder().setDtype(DType.F32).addAllDims(a.getDimsList().subList(0, rank - 2))
        .addDims(k).build());
  }

  /** [s f32[..., k], u, vt] (see SvdOp). */
  static List<TensorType> svd(String name, SvdOp op, List<TensorType> operands) {
    TensorType a = f32Matrices(name, operands);
    int rank = a.getDimsCount();
    List<Long> batch = a.getDimsList().subList(0, rank - 2);
    long m = a.getDims(rank - 2);
    long n = a.getDims(rank - 1);
    long k = Math.min(m, n);
    TensorType.Builder f32 = TensorType.newBuilder().setDtype(DType.F32).addAllDims(batch);
    return List.of(f32.clone().addDims(k).build(),
        f32.clone().addDims(m).addDims(op.getFullMatrices() ? m : k).build(),
        f32.clone().addDims(op.getFullMatrices() ? n : k).addDims(n).build());
  }

  static TensorType householderProduct(String name, List<TensorType> operands) {
    expectCount(name, operands, 2, "[a, taus]");
    TensorType a = operands.get(0);
    TensorType taus = operands.get(1);
    int rank = a.getDimsCount();
    if (a.getDtype() != DType.F32 || taus.getDtype() != DType.F32 || rank < 2 || taus.getDimsCount() != rank - 1
        || !a.getDimsList().subList(0, rank - 2).equals(taus.getDimsList().subList(0, rank - 2))) {
      throw error(name, "needs f32 a [..., m, n] and taus [..., k] over the same batch, got " + str(a) + " and "
          + str(taus));
    }
    long m = a.getDims(rank - 2);
    long n = a.getDims(rank - 1);
    long k = taus.getDims(rank - 2);
    if (!(k <= n && n <= m)) {
      throw error(name, "needs k <= n <= m for a [..., m, n] and taus [..., k], got " + str(a) + " and " + str(taus));
    }
    return a;
  }

  /** [vectors of a's type, values f32[..., n]] (see EighOp). */
  static List<TensorType> eigh(String name, List<TensorType> operands) {
    expectCount(name, operands, 1, "[a]");
    TensorType a = operands.get(0);
    squareF32(name, "a", a);
    return List.of(a, TensorType.newBuilder().setDtype(DType.F32)
        .addAllDims(a.getDimsList().subList(0, a.getDimsCount() - 1)).build());
  }

  static TensorType triangularSolve(String name, TriangularSolveOp op, List<TensorType> operands) {
    expectCount(name, operands, 2, "[a, b]");
    TensorType a = operands.get(0);
    TensorType b = operands.get(1);
    squareF32(name, "a", a);
    if (b.getDtype() != DType.F32 || b.getDimsCount() != a.getDimsCount()) {
      throw error(name, "needs b of a's rank and dtype f32, got a " + str(a) + " and b " + str(b));
    }
    int rank = a.getDimsCount();
    if (!a.getDimsList().subList(0, rank - 2).equals(b.getDimsList().subList(0, rank - 2))) {
      throw error(name, "a " + str(a) + " and b " + str(b) + " have different batch dimensions");
    }
    long m = a.getDims(rank - 1);
    int solved = op.getLeftSide() ? rank - 2 : rank - 1;
    if (b.getDims(solved) != m) {
      throw error(name, (op.getLeftSide() ? "left_side needs b's rows" : "a right-side solve needs b's columns")
          + " to match a's order " + m + ", got a " + str(a) + " and b " + str(b));
    }
    return b;
  }

  private static void squareF32(String name, String what, TensorType a) {
    if (a.getDtype() != DType.F32) {
      throw error(name, "factors and solves f32 matrices (LAPACK's s routines), got " + what + " " + str(a));
    }
    int rank = a.getDimsCount();
    if (rank < 2 || a.getDims(rank - 1) != a.getDims(rank - 2)) {
      throw error(name, "needs " + what + " to be a batch of square matrices [..., n, n], got " + str(a));
    }
  }
}

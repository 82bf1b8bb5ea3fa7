package org.torchtpu.server.stablehlo;

import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorType;

/**
 * Bytes of inline constants one module may import. A splat ({@code dense<1.0> : tensor<67108864xf32>}) is a few
 * bytes of text and a quarter of a gigabyte imported, and a function holding one is imported again at every call
 * site: without a budget a few hundred bytes of text (one tenant's Compile, Advise or simulate request) would fill
 * the heap of a host every tenant shares. Each constant is also bounded on its own ({@link DenseLiterals#MAX_ELEMENTS}).
 */
final class ConstantBudget {
  /** 256 MiB: one constant of the largest size accepted (2^26 f32 elements), far above any real export's total. */
  static final long MAX_BYTES = 1L << 28;

  private final long max;
  private long used;

  ConstantBudget(long max) {
    this.max = max;
  }

  /** Charges a constant of {@code type} before it is built; refused past the module's budget, naming it. */
  void charge(MlirAst.Op op, TensorType type) {
    long elements;
    try {
      elements = Shapes.numElements(type);
    } catch (RuntimeException e) {
      return; // a type no constant can have: DenseLiterals refuses it, naming why
    }
    if (elements > DenseLiterals.MAX_ELEMENTS) {
      return; // refused on its own by DenseLiterals
    }
    used += elements * DTypes.byteSize(type.getDtype());
    if (used > max) {
      throw StableHloImporter.error(op, "invalid " + op.name, "the module's inline constants take more than " + max
          + " bytes once splats are expanded and calls inlined (pass large tensors as parameters)");
    }
  }
}

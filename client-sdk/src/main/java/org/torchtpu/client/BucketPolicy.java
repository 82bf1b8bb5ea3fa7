package org.torchtpu.client;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;

/**
 * Bounded dynamism for compiled functions: which sizes vary between calls and how they are
 * bucketed, so that a loop whose batch size or sequence length changes compiles one program per
 * bucket instead of one per size.
 *
 * <p>The rule. Each {@link DynamicDim} names input dims that carry one varying size. At a call,
 * the size is read from those dims (they must agree), rounded up by the dim's {@link Buckets}
 * rule (by default the next power of two, at least 8), and the program for those padded shapes
 * is used, compiled on first use. Inputs are padded with zeros on the device (one {@code pad}
 * op each, in the session's eager stream); the declared output dims are sliced back to the
 * true size. Nothing is padded or sliced when a size already equals its bucket.
 *
 * <p>Which functions are safe to bucket: those where each output row along a dynamic dim
 * depends only on the same row of the inputs, so padding rows never reach real rows:
 * elementwise math, {@code matmul}/{@code linear} that contract other dims, softmax,
 * log-softmax and layer norm over other dims, embedding lookups and gathers along other dims.
 * Not safe: anything that reduces or mixes along a dynamic dim (sum, mean or max over it, a
 * matmul contracting it, softmax along it, a batch-mean loss such as {@code crossEntropy}),
 * because the zero rows join the result. Such functions must mask: with
 * {@link #withValidCounts()} the traced function receives, after its inputs, one s64 scalar per
 * dynamic dim holding the true size, and {@link #validMask} turns it into a mask. Output dims
 * that follow a dynamic size must be declared; an undeclared output dim that changes with a
 * bucket is detected when a second bucket is compiled and reported as an error.
 */
public final class BucketPolicy {
  /** No dynamic dims: one program per distinct input signature. */
  public static final BucketPolicy NONE = new BucketPolicy(List.of(), false);

  private final List<DynamicDim> dims;
  private final boolean validCounts;

  private BucketPolicy(List<DynamicDim> dims, boolean validCounts) {
    this.dims = List.copyOf(dims);
    this.validCounts = validCounts;
  }

  public static BucketPolicy of(DynamicDim... dims) {
    Set<DynamicDim.Position> seen = new HashSet<>();
    Set<String> names = new HashSet<>();
    for (DynamicDim d : dims) {
      if (d.inputs().isEmpty()) {
        throw new IllegalArgumentException("dynamic dim '" + d.name() + "' names no input dim; add one with input(i, dim)");
      }
      if (!names.add(d.name())) {
        throw new IllegalArgumentException("two dynamic dims are named '" + d.name() + "'");
      }
      for (DynamicDim.Position p : d.inputs()) {
        if (!seen.add(p)) {
          throw new IllegalArgumentException("input " + p + " is declared by two dynamic dims");
        }
      }
    }
    return new BucketPolicy(List.of(dims), false);
  }

  /**
   * The common case: dim 0 of the listed inputs is the batch size (powers of two, at least 8),
   * and dim 0 of every output follows it. Inputs not listed (weights) keep their shapes.
   */
  public static BucketPolicy batch(int... inputs) {
    if (inputs.length == 0) {
      throw new IllegalArgumentException("batch: list the inputs whose dim 0 is the batch size");
    }
    DynamicDim d = DynamicDim.named("batch").everyOutput(0);
    for (int i : inputs) {
      d = d.input(i, 0);
    }
    return of(d);
  }

  /**
   * The traced function also receives, after its inputs, one rank-0 s64 tensor per dynamic dim
   * (in declaration order) holding the true size, for masking reductions over padded dims.
   */
  public BucketPolicy withValidCounts() {
    return new BucketPolicy(dims, true);
  }

  public List<DynamicDim> dims() {
    return dims;
  }

  public boolean passesValidCounts() {
    return validCounts;
  }

  public boolean isNone() {
    return dims.isEmpty();
  }

  /**
   * A pred vector of {@code paddedSize} that is true for the first {@code count} entries: the
   * real rows of a padded dim. For example a masked mean over a padded batch:
   * {@code perRow.mul(validMask(n, perRow.size(0)).to(F32)).sum().div(n.to(F32))}.
   */
  public static Tensor validMask(Tensor count, long paddedSize) {
    if (count.dim() != 0) {
      throw new IllegalArgumentException("validMask: count must be a scalar, got " + count);
    }
    Session s = count.session();
    return s.decomposed(() -> Decompositions.compare("lt", CompareOp.Direction.LT, s.arange(paddedSize),
        Decompositions.to(count, DType.S64)));
  }

  @Override
  public String toString() {
    return isNone() ? "BucketPolicy.NONE" : "BucketPolicy(" + dims + (validCounts ? ", with valid counts" : "") + ")";
  }
}

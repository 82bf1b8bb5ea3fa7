package org.torchtpu.client;

import static org.torchtpu.client.Decompositions.sameSession;
import static org.torchtpu.client.Decompositions.to;
import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/**
 * cat and stack: dtypes promoted as PyTorch does, then one concatenate.
 */
final class JoinDecompositions {
  private JoinDecompositions() {}

  /**
   * {@code torch.cat}: joins along {@code dim}, promoting dtypes; 1-D empty tensors are skipped
   * when the others have another rank (PyTorch's legacy rule).
   */
  public static Tensor cat(List<Tensor> tensors, int dim) {
    String op = "cat";
    if (tensors.isEmpty()) {
      throw error(op, "expected a non-empty list of tensors");
    }
    sameSession(op, tensors.toArray(new Tensor[0]));
    boolean otherRanks = tensors.stream().anyMatch(t -> t.dim() != 1);
    List<Tensor> parts = new ArrayList<>();
    for (Tensor t : tensors) {
      if (!(otherRanks && t.dim() == 1 && t.shape()[0] == 0)) {
        parts.add(t);
      }
    }
    Tensor first = parts.get(0);
    int rank = first.dim();
    if (rank == 0) {
      throw error(op, "zero-dimensional tensor (at position " + tensors.indexOf(first) + ") cannot be concatenated");
    }
    int d = ShapeRules.wrapDim(op, dim, rank);
    List<TensorType> types = new ArrayList<>();
    for (int k = 0; k < parts.size(); k++) {
      Tensor t = parts.get(k);
      if (t.dim() != rank) {
        throw error(op, "tensors must have same number of dimensions: got " + rank + " and " + t.dim());
      }
      for (int i = 0; i < rank; i++) {
        if (i != d && t.shape()[i] != first.shape()[i]) {
          throw error(op, "sizes of tensors must match except in dimension " + d + ". Expected size "
              + first.shape()[i] + " but got size " + t.shape()[i] + " for tensor number " + tensors.indexOf(t)
              + " in the list");
        }
      }
      types.add(t.type());
    }
    DType dtype = TypePromotion.resultType(types, null);
    if (parts.size() == 1) {
      return to(first, dtype);
    }
    List<Tensor> converted = new ArrayList<>(parts.size());
    for (Tensor t : parts) {
      converted.add(to(t, dtype));
    }
    return WireOps.concatenate(converted, d);
  }

  /** {@code torch.stack}: equal-shaped tensors joined along a new dim {@code dim} (reshape each, concatenate). */
  public static Tensor stack(List<Tensor> tensors, int dim) {
    String op = "stack";
    if (tensors.isEmpty()) {
      throw error(op, "expected a non-empty list of tensors");
    }
    sameSession(op, tensors.toArray(new Tensor[0]));
    long[] shape = tensors.get(0).shape();
    List<TensorType> types = new ArrayList<>();
    for (int k = 0; k < tensors.size(); k++) {
      if (!Arrays.equals(tensors.get(k).shape(), shape)) {
        throw error(op, "expects each tensor to be equal size, but got " + str(shape) + " at entry 0 and "
            + str(tensors.get(k).shape()) + " at entry " + k);
      }
      types.add(tensors.get(k).type());
    }
    int d = ShapeRules.wrapDim(op, dim, shape.length + 1);
    long[] unsqueezed = new long[shape.length + 1];
    System.arraycopy(shape, 0, unsqueezed, 0, d);
    unsqueezed[d] = 1;
    System.arraycopy(shape, d, unsqueezed, d + 1, shape.length - d);
    DType dtype = TypePromotion.resultType(types, null);
    List<Tensor> parts = new ArrayList<>(tensors.size());
    for (Tensor t : tensors) {
      parts.add(WireOps.reshape(to(t, dtype), unsqueezed));
    }
    return parts.size() == 1 ? parts.get(0) : WireOps.concatenate(parts, d);
  }
}

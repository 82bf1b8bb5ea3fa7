package org.torchtpu.server.fusion;

import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.ArgumentTypeMismatchException;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A fused kernel's check of what it is handed: its loops are laid out for the types it was planned
 * for, and on other buffers they would read past them or leave outputs (pooled, not zeroed) partly
 * unwritten. A program found under a colliding cache key, or a planted entry, is refused here.
 */
final class KernelInputTypes {
  private KernelInputTypes() {}

  /** @throws ArgumentTypeMismatchException naming the first input whose count, dtype or dims differ */
  static void check(TensorType[] expected, List<DeviceArray> inputs) {
    if (inputs.size() != expected.length) {
      throw new ArgumentTypeMismatchException("fused kernel takes " + expected.length + " inputs, got "
          + inputs.size());
    }
    for (int i = 0; i < expected.length; i++) {
      DeviceArray a = inputs.get(i);
      TensorType t = expected[i];
      boolean same = a.dtype() == t.getDtype() && a.rank() == t.getDimsCount();
      int[] dims = a.dims();
      for (int d = 0; same && d < dims.length; d++) {
        same = dims[d] == t.getDims(d);
      }
      if (!same) {
        throw new ArgumentTypeMismatchException("fused kernel input " + i + " is " + Shapes.toString(a.type())
            + " but the kernel was built for " + Shapes.toString(t));
      }
    }
  }
}

package org.torchtpu.server.fusion;

import static org.torchtpu.server.fusion.FusedStep.REF_INPUT;
import static org.torchtpu.server.fusion.FusedStep.REF_SLOT;

import java.util.Arrays;
import org.torchtpu.server.exec.KernelStop;
import org.torchtpu.server.exec.TileKernels;

/**
 * One thread's share of running a {@link FusedKernelPlan}: its tile buffers, the expanded scalar inputs,
 * and the current location of every slot. {@link #runRange} walks a range tile by tile and runs every
 * step on the tile through {@link TileKernels} (the same formulas and per-op rounding as the unfused
 * kernels, hence bit-identical results). A worker is not shared between threads.
 */
final class FusedKernelWorker {
  /** Where a computed slot lives: a tile buffer, its output array, or the array given per call. */
  enum Loc { BUFFER, OUTPUT, OVERRIDE }

  private final Object[] inputData;
  private final Object[] outputData;
  private final Object[] buffers;
  private final Object[] scalars;
  /** The creating thread's scratch, which the worker's buffers come from and go back to (it never changes thread). */
  private final TileScratch scratch;
  private int[] counter = new int[8];
  /** The reduce operand of the current block (reused while blocks keep their size). */
  Object reduceScratch;
  // the plan's slot layout (shared, read-only once the plan is built)
  private final Loc[] slotLoc;
  private final int[] slotOutput;
  private final int rootSlot;

  /**
   * A worker for ranges of at most {@code longestRange} elements: its tile buffers are that long (at most a tile), so a
   * worker for a matmul block's epilogue zero-fills and holds the block's size, not the whole kernel's (the fill of
   * 2048-float tiles per block was 6% of the compiled tiny-Llama step, JFR).
   */
  FusedKernelWorker(boolean[] slotFloat, Loc[] slotLoc, int[] slotOutput, boolean[] scalarInput, int rootSlot,
      int longestRange, Object[] inputData, Object[] outputData) {
    this.slotLoc = slotLoc;
    this.slotOutput = slotOutput;
    this.rootSlot = rootSlot;
    this.buffers = new Object[slotFloat.length];
    this.scalars = new Object[scalarInput.length];
    this.inputData = inputData;
    this.outputData = outputData;
    int len = Math.max(1, Math.min(FusedKernelPlan.TILE, longestRange));
    TileScratch scratch = TileScratch.mine();
    this.scratch = scratch;
    // Not zero-filled: a buffer slot is one member's result, which that member's step writes over the tile's range
    // before any later step of the tile reads it (steps run in member order), and a scalar's expansion is filled
    // below. Zero-filling every tile buffer per worker was 9-11% of the compiled tiny-Llama step's CPU (JFR).
    for (int s = 0; s < slotFloat.length; s++) {
      if (slotLoc[s] == Loc.BUFFER) {
        buffers[s] = slotFloat[s] ? scratch.floatsToOverwrite(len) : scratch.longsToOverwrite(len);
      }
    }
    for (int i = 0; i < scalarInput.length; i++) {
      if (scalarInput[i]) {
        if (inputData[i] instanceof float[] f) {
          float[] b = scratch.floatsToOverwrite(len);
          Arrays.fill(b, f[0]);
          scalars[i] = b;
        } else {
          long[] b = scratch.longsToOverwrite(len);
          Arrays.fill(b, ((long[]) inputData[i])[0]);
          scalars[i] = b;
        }
      }
    }
  }

  /** The scratch of the thread running this worker. */
  TileScratch scratch() {
    return scratch;
  }

  /** Gives this worker's scratch back to the thread's {@link TileScratch}; the worker is not used after. */
  void release() {
    for (Object b : buffers) {
      scratch.giveBack(b);
    }
    for (Object b : scalars) {
      scratch.giveBack(b);
    }
    scratch.giveBack(reduceScratch);
    reduceScratch = null;
  }

  // the slot whose array is given per call (the root in the main steps, the reduce operand in the prologue)
  private int overrideSlot = -1;
  private Object overrideData;
  private int overrideOrigin;

  void runRange(FusedStep[] steps, Object root, int rootOrigin, int start, int n) {
    runRange(steps, root, rootOrigin, start, n, rootSlot, root, rootOrigin);
  }

  void runRange(FusedStep[] steps, Object root, int rootOrigin, int start, int n, int slot, Object data, int origin) {
    overrideSlot = slot;
    overrideData = data;
    overrideOrigin = origin;
    long work = 0;
    for (int t = start; t < start + n; t += FusedKernelPlan.TILE) {
      int len = Math.min(FusedKernelPlan.TILE, start + n - t);
      // asks whether the kernel is still wanted about every KernelStop.CHECK_WORK element-steps (a closed session's
      // or cancelled call's long fused chain stops part way); a smaller range never asks
      work += (long) len * steps.length;
      if (work >= KernelStop.CHECK_WORK) {
        work = 0;
        KernelStop.current().check("a fused kernel");
      }
      for (FusedStep s : steps) {
        exec(s, t, len);
      }
    }
  }

  private Object array(FusedStep s, int i) {
    return switch (s.refKind[i]) {
      case REF_SLOT -> slotArray(s.ref[i]);
      case REF_INPUT -> inputData[s.ref[i]];
      default -> scalars[s.ref[i]];
    };
  }

  private int offset(FusedStep s, int i, int t) {
    return switch (s.refKind[i]) {
      case REF_SLOT -> slotOffset(s.ref[i], t);
      case REF_INPUT -> t;
      default -> 0;
    };
  }

  private Object slotArray(int slot) {
    if (slot == overrideSlot) {
      return overrideData;
    }
    return switch (slotLoc[slot]) {
      case BUFFER -> buffers[slot];
      case OUTPUT -> outputData[slotOutput[slot]];
      case OVERRIDE -> throw new IllegalStateException("slot " + slot + " read outside its block");
    };
  }

  private int slotOffset(int slot, int t) {
    if (slot == overrideSlot) {
      return t - overrideOrigin;
    }
    return slotLoc[slot] == Loc.BUFFER ? 0 : t;
  }

  private void exec(FusedStep s, int t, int n) {
    Object out = slotArray(s.out);
    int outOff = slotOffset(s.out, t);
    switch (s.kind) {
      case UNARY -> {
        Object a = array(s, 0);
        if (a instanceof float[] f) {
          TileKernels.unaryFloat(s.unary, s.dtype, f, offset(s, 0, t), (float[]) out, outOff, n);
        } else {
          TileKernels.unaryInteger(s.unary, s.dtype, (long[]) a, offset(s, 0, t), (long[]) out, outOff, n);
        }
      }
      case IS_FINITE -> TileKernels.isFinite((float[]) array(s, 0), offset(s, 0, t), (long[]) out, outOff, n);
      case BINARY -> {
        Object a = array(s, 0);
        if (a instanceof float[] f) {
          TileKernels.binaryFloat(s.binary, s.dtype, f, offset(s, 0, t), (float[]) array(s, 1), offset(s, 1, t),
              (float[]) out, outOff, n);
        } else {
          TileKernels.binaryInteger(s.binary, s.dtype, (long[]) a, offset(s, 0, t), (long[]) array(s, 1),
              offset(s, 1, t), (long[]) out, outOff, n);
        }
      }
      case COMPARE -> {
        Object a = array(s, 0);
        if (a instanceof float[] f) {
          TileKernels.compareFloat(s.direction, f, offset(s, 0, t), (float[]) array(s, 1), offset(s, 1, t),
              (long[]) out, outOff, n);
        } else {
          TileKernels.compareInteger(s.direction, (long[]) a, offset(s, 0, t), (long[]) array(s, 1),
              offset(s, 1, t), (long[]) out, outOff, n);
        }
      }
      case SELECT -> {
        long[] p = (long[]) array(s, 0);
        Object onTrue = array(s, 1);
        if (onTrue instanceof float[] f) {
          TileKernels.selectFloat(p, offset(s, 0, t), f, offset(s, 1, t), (float[]) array(s, 2), offset(s, 2, t),
              (float[]) out, outOff, n);
        } else {
          TileKernels.selectInteger(p, offset(s, 0, t), (long[]) onTrue, offset(s, 1, t), (long[]) array(s, 2),
              offset(s, 2, t), (long[]) out, outOff, n);
        }
      }
      case CLAMP -> {
        Object x = array(s, 1);
        if (x instanceof float[] f) {
          TileKernels.clampFloat((float[]) array(s, 0), offset(s, 0, t), f, offset(s, 1, t), (float[]) array(s, 2),
              offset(s, 2, t), (float[]) out, outOff, n);
        } else {
          TileKernels.clampInteger((long[]) array(s, 0), offset(s, 0, t), (long[]) x, offset(s, 1, t),
              (long[]) array(s, 2), offset(s, 2, t), (long[]) out, outOff, n);
        }
      }
      case CONVERT -> {
        Object a = array(s, 0);
        int aOff = offset(s, 0, t);
        if (a instanceof float[] f) {
          if (out instanceof float[] o) {
            TileKernels.convertFloatToFloat(s.dtype, f, aOff, o, outOff, n);
          } else {
            TileKernels.convertFloatToInteger(s.dtype, f, aOff, (long[]) out, outOff, n);
          }
        } else if (out instanceof float[] o) {
          TileKernels.convertIntegerToFloat(s.dtype, (long[]) a, aOff, o, outOff, n);
        } else {
          TileKernels.convertIntegerToInteger(s.dtype, (long[]) a, aOff, (long[]) out, outOff, n);
        }
      }
      case LOAD_FLAT -> System.arraycopy(inputData[s.input], t, out, outOff, n);
      case LOAD_BROADCAST -> gather(inputData[s.input], s.dims, s.srcStrides, t, n, out, outOff);
      case IOTA -> {
        if (out instanceof float[] o) {
          TileKernels.iotaFloat(s.dtype, t, n, s.inner, s.extent, o, outOff);
        } else {
          TileKernels.iotaInteger(s.dtype, t, n, s.inner, s.extent, (long[]) out, outOff);
        }
      }
      default -> throw new AssertionError(s.kind);
    }
  }

  /** Elements [t, t + n) of a broadcast, read from its operand through per-dimension strides (0 = repeated). */
  private void gather(Object src, int[] dims, int[] strides, int t, int n, Object out, int outOff) {
    int rank = dims.length;
    if (counter.length < rank) {
      counter = new int[rank];
    }
    int[] idx = counter;
    int rem = t;
    int srcOff = 0;
    for (int d = rank - 1; d >= 0; d--) {
      idx[d] = rem % dims[d];
      rem /= dims[d];
      srcOff += idx[d] * strides[d];
    }
    int last = rank - 1;
    int lastDim = dims[last];
    int lastStride = strides[last];
    int i = 0;
    while (i < n) {
      int run = Math.min(n - i, lastDim - idx[last]);
      copyRun(src, srcOff, lastStride, out, outOff + i, run);
      i += run;
      idx[last] += run;
      srcOff += run * lastStride;
      if (idx[last] == lastDim && i < n) {
        srcOff -= lastDim * lastStride;
        idx[last] = 0;
        for (int d = last - 1; d >= 0; d--) {
          idx[d]++;
          srcOff += strides[d];
          if (idx[d] < dims[d]) {
            break;
          }
          srcOff -= dims[d] * strides[d];
          idx[d] = 0;
        }
      }
    }
  }

  private void copyRun(Object src, int srcOff, int stride, Object out, int outOff, int run) {
    if (src instanceof float[] f) {
      float[] o = (float[]) out;
      if (stride == 0) {
        Arrays.fill(o, outOff, outOff + run, f[srcOff]);
      } else if (stride == 1) {
        System.arraycopy(f, srcOff, o, outOff, run);
      } else {
        for (int k = 0; k < run; k++) {
          o[outOff + k] = f[srcOff + k * stride];
        }
      }
    } else {
      long[] l = (long[]) src;
      long[] o = (long[]) out;
      if (stride == 0) {
        Arrays.fill(o, outOff, outOff + run, l[srcOff]);
      } else if (stride == 1) {
        System.arraycopy(l, srcOff, o, outOff, run);
      } else {
        for (int k = 0; k < run; k++) {
          o[outOff + k] = l[srcOff + k * stride];
        }
      }
    }
  }
}

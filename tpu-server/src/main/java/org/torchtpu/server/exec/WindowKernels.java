package org.torchtpu.server.exec;

import java.util.Arrays;
import org.torchtpu.api.ir.WindowTyping;
import org.torchtpu.api.ir.WindowTyping.Window;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.SelectAndScatterOp;

/**
 * reduce_window and select_and_scatter.
 *
 * <p>reduce_window: each output starts from init and combines the window's elements in row-major
 * window order (padding and dilation holes are skipped: they hold init, which changes nothing for
 * the identity inits pooling and cumsum use). Floating SUM accumulates in float32 and rounds once
 * to the dtype, as reduce does; MAX/MIN propagate NaN; integer SUM/PROD wrap.
 *
 * <p>select_and_scatter: the result starts as init; per window, the selected position is the first
 * in-bounds element that wins {@code select(current, candidate)} against every later one (GE: the
 * first maximum, as max-pool's gradient wants), and the window's source value is combined into it
 * (SUM accumulates in float32 and rounds once at the end).
 */
public final class WindowKernels {
  private WindowKernels() {}

  public static DeviceArray reduceWindow(ReduceWindowOp op, DeviceArray x, DeviceArray init) {
    Window w = WindowTyping.reduceWindowGeometry(op, x.type());
    Walker walk = new Walker(w, x.dims());
    int outSize = Math.toIntExact(w.gridElements());
    int[] outDims = toInts(w.grid());
    ReduceOp.Kind kind = op.getKind();
    if (x.isFloat()) {
      float[] src = x.floats();
      float[] out = new float[outSize];
      float start = init.floats()[0];
      long work = 0;
      for (int o = 0; o < outSize; o++) {
        float acc = start;
        int n = walk.window(o);
        work = asked(work, n, "reduce_window");
        for (int i = 0; i < n; i++) {
          float v = src[walk.offsets[i]];
          acc = switch (kind) {
            case SUM -> acc + v;
            case PROD -> acc * v;
            case MAX -> Math.max(acc, v);
            case MIN -> Math.min(acc, v);
            default -> throw new IllegalArgumentException("reduce_window kind " + kind + " on floats");
          };
        }
        out[o] = acc;
      }
      Numerics.roundInPlace(x.dtype(), out);
      return DeviceArray.ofFloats(x.dtype(), outDims, out);
    }
    long[] src = x.longs();
    long[] out = new long[outSize];
    long start = init.longs()[0];
    long work = 0;
    for (int o = 0; o < outSize; o++) {
      long acc = start;
      int n = walk.window(o);
      work = asked(work, n, "reduce_window");
      for (int i = 0; i < n; i++) {
        long v = src[walk.offsets[i]];
        acc = switch (kind) {
          case SUM -> acc + v;
          case PROD -> acc * v;
          case MAX, OR -> Math.max(acc, v);
          case MIN, AND -> Math.min(acc, v);
          default -> throw new IllegalArgumentException("reduce_window kind " + kind);
        };
      }
      out[o] = acc;
    }
    ElementwiseKernels.wrapInPlace(x.dtype(), out);
    return DeviceArray.ofLongs(x.dtype(), outDims, out);
  }

  public static DeviceArray selectAndScatter(SelectAndScatterOp op, DeviceArray operand, DeviceArray source,
      DeviceArray init) {
    Window w = WindowTyping.selectAndScatterGeometry(op, operand.type());
    Walker walk = new Walker(w, operand.dims());
    int grid = Math.toIntExact(w.gridElements());
    CompareOp.Direction select = op.getSelect();
    ReduceOp.Kind scatter = op.getScatter();
    if (operand.isFloat()) {
      float[] x = operand.floats();
      float[] src = source.floats();
      float[] out = new float[operand.size()];
      Arrays.fill(out, init.floats()[0]);
      Keeps keep = (current, candidate) -> keeps(select, x[current], x[candidate]);
      long work = 0;
      for (int o = 0; o < grid; o++) {
        int n = walk.window(o);
        work = asked(work, n, "select_and_scatter");
        if (n == 0) {
          continue;
        }
        int chosen = selected(walk, n, keep);
        out[chosen] = switch (scatter) {
          case SUM -> out[chosen] + src[o];
          case MAX -> Math.max(out[chosen], src[o]);
          case MIN -> Math.min(out[chosen], src[o]);
          default -> throw new IllegalArgumentException("select_and_scatter scatter " + scatter);
        };
      }
      Numerics.roundInPlace(operand.dtype(), out);
      return DeviceArray.ofFloats(operand.dtype(), operand.dims(), out);
    }
    long[] x = operand.longs();
    long[] src = source.longs();
    long[] out = new long[operand.size()];
    Arrays.fill(out, init.longs()[0]);
    Keeps keep = (current, candidate) -> keeps(select, x[current], x[candidate]);
    long work = 0;
    for (int o = 0; o < grid; o++) {
      int n = walk.window(o);
      work = asked(work, n, "select_and_scatter");
      if (n == 0) {
        continue;
      }
      int chosen = selected(walk, n, keep);
      out[chosen] = switch (scatter) {
        case SUM -> out[chosen] + src[o];
        case MAX -> Math.max(out[chosen], src[o]);
        case MIN -> Math.min(out[chosen], src[o]);
        default -> throw new IllegalArgumentException("select_and_scatter scatter " + scatter);
      };
    }
    ElementwiseKernels.wrapInPlace(operand.dtype(), out);
    return DeviceArray.ofLongs(operand.dtype(), operand.dims(), out);
  }

  /**
   * Counts a window's {@code n} elements onto {@code work}; past {@link KernelStop#CHECK_WORK} asks whether the op is
   * still wanted (a window op's work is its grid times its window, up to {@code torchtpu.limits.max-work}, minutes of a
   * core) and starts the count again.
   */
  private static long asked(long work, int n, String kernel) {
    long total = work + n;
    if (total < KernelStop.CHECK_WORK) {
      return total;
    }
    KernelStop.current().check(kernel);
    return 0;
  }

  /** Whether the window's current choice (an element offset) stays against a candidate offset. */
  private interface Keeps {
    boolean test(int current, int candidate);
  }

  /** The offset a window of {@code n} elements (the walker's offsets) selects, first to last. */
  private static int selected(Walker walk, int n, Keeps keep) {
    int chosen = walk.offsets[0];
    for (int i = 1; i < n; i++) {
      if (!keep.test(chosen, walk.offsets[i])) {
        chosen = walk.offsets[i];
      }
    }
    return chosen;
  }

  /** select(current, candidate): true keeps the current choice (IEEE comparisons: NaN compares false). */
  private static boolean keeps(CompareOp.Direction d, double current, double candidate) {
    return switch (d) {
      case GE -> current >= candidate;
      case GT -> current > candidate;
      case LE -> current <= candidate;
      case LT -> current < candidate;
      default -> throw new IllegalArgumentException("select direction " + d);
    };
  }

  private static int[] toInts(long[] dims) {
    int[] out = new int[dims.length];
    for (int i = 0; i < dims.length; i++) {
      out[i] = Math.toIntExact(dims[i]);
    }
    return out;
  }

  /** Lists, for one output (window) position, the storage offsets of the in-bounds input elements of its window. */
  private static final class Walker {
    final int[] offsets;
    private final int rank;
    private final int[] grid;
    private final int[] size;
    /** Per dim: for window position o and window index k (o * size + k), the input index or -1 (padding, hole). */
    private final int[][] index;
    private final int[] strides;
    private final int[] pos;
    private final int[] k;

    Walker(Window w, int[] inDims) {
      rank = inDims.length;
      grid = toInts(w.grid());
      size = toInts(w.size());
      index = new int[rank][];
      strides = new int[rank];
      int stride = 1;
      for (int d = rank - 1; d >= 0; d--) {
        strides[d] = stride;
        stride *= inDims[d];
        index[d] = new int[grid[d] * size[d]];
        for (int o = 0; o < grid[d]; o++) {
          for (int j = 0; j < size[d]; j++) {
            long padded = o * w.stride()[d] + j * w.windowDilation()[d] - w.padLow()[d];
            long base = w.baseDilation()[d];
            boolean ok = padded >= 0 && padded % base == 0 && padded / base < inDims[d];
            index[d][o * size[d] + j] = ok ? (int) (padded / base) : -1;
          }
        }
      }
      offsets = new int[Math.toIntExact(w.windowElements())];
      pos = new int[rank];
      k = new int[rank];
    }

    /** Fills {@link #offsets} for output position {@code flat} (row-major over the grid); returns how many. */
    int window(int flat) {
      for (int d = rank - 1; d >= 0; d--) {
        pos[d] = flat % grid[d];
        flat /= grid[d];
      }
      Arrays.fill(k, 0);
      int n = 0;
      int total = offsets.length;
      for (int e = 0; e < total; e++) {
        int off = 0;
        boolean inside = true;
        for (int d = 0; d < rank; d++) {
          int idx = index[d][pos[d] * size[d] + k[d]];
          if (idx < 0) {
            inside = false;
            break;
          }
          off += idx * strides[d];
        }
        if (inside) {
          offsets[n++] = off;
        }
        for (int d = rank - 1; d >= 0; d--) {
          if (++k[d] < size[d]) {
            break;
          }
          k[d] = 0;
        }
      }
      return n;
    }
  }
}

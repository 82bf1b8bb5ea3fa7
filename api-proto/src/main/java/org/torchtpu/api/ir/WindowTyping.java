package org.torchtpu.api.ir;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.SelectAndScatterOp;
import org.torchtpu.api.v1.TensorType;

/**
 * Typing rules of the windowed reductions, {@code reduce_window} and {@code select_and_scatter}
 * (StableHLO's constraints), and the window geometry the kernels and the cost model share.
 * As for convolution, a window larger than its padded input is an error here (StableHLO would
 * give an empty dim).
 */
public final class WindowTyping {
  private WindowTyping() {}

  /**
   * Most elements one window may have (16 Mi). The kernels walk a window through a table of its offsets, so a
   * window's size is memory they allocate whatever the input's size: a tiny operand with a huge window and padding
   * would otherwise allocate gigabytes (or overflow an int) before any result is admitted.
   */
  public static final long MAX_WINDOW_ELEMENTS = 1L << 24;

  /** Most window positions times window size along one dim (64 Mi): the kernels' per-dim index tables. */
  public static final long MAX_DIM_POSITIONS = 1L << 26;

  /** Per dim: window size, stride, dilations, padding, and the size of the windows grid. */
  public record Window(long[] size, long[] stride, long[] baseDilation, long[] windowDilation, long[] padLow,
      long[] padHigh, long[] grid) {

    /** Elements in one window. */
    public long windowElements() {
      return Shapes.product(size);
    }

    /** Number of windows. */
    public long gridElements() {
      return Shapes.product(grid);
    }
  }

  static TensorType reduceWindow(String name, ReduceWindowOp r, List<TensorType> operands) {
    if (operands.size() != 2) {
      throw TypingChecks.error(name, "expects 2 operands [x, init], got " + operands.size());
    }
    TensorType x = operands.get(0);
    requireInit(name, operands.get(1), x);
    boolean pred = x.getDtype() == DType.PRED;
    if (r.getKind() == org.torchtpu.api.v1.ReduceOp.Kind.MAX || r.getKind() == org.torchtpu.api.v1.ReduceOp.Kind.MIN) {
      TypingChecks.requireNotU64(name, x, "a max or min window");
    }
    switch (r.getKind()) {
      case SUM, MAX, MIN, PROD -> {
        if (pred) {
          throw TypingChecks.error(name, r.getKind() + " needs a numeric operand, got " + TypingChecks.str(x)
              + " (use AND/OR on pred)");
        }
      }
      case AND, OR -> {
        if (!pred) {
          throw TypingChecks.error(name, r.getKind() + " needs a pred operand, got " + TypingChecks.str(x));
        }
      }
      default -> throw TypingChecks.error(name, "reduction kind " + r.getKind() + " is not set or not supported");
    }
    Window w = reduceWindowGeometry(r, x);
    TensorType.Builder b = TensorType.newBuilder().setDtype(x.getDtype());
    for (long g : w.grid()) {
      b.addDims(g);
    }
    return b.build();
  }

  /** The window of a reduce_window over {@code x}, checked. */
  public static Window reduceWindowGeometry(ReduceWindowOp r, TensorType x) {
    return window("reduce_window", x, r.getWindowDimensionsList(), r.getWindowStridesList(), r.getBaseDilationsList(),
        r.getWindowDilationsList(), r.getPaddingLowList(), r.getPaddingHighList());
  }

  static TensorType selectAndScatter(String name, SelectAndScatterOp s, List<TensorType> operands) {
    if (operands.size() != 3) {
      throw TypingChecks.error(name, "expects 3 operands [operand, source, init], got " + operands.size());
    }
    TensorType operand = operands.get(0);
    TensorType source = operands.get(1);
    if (operand.getDtype() == DType.PRED) {
      throw TypingChecks.error(name, "does not accept pred operands, got " + TypingChecks.str(operand));
    }
    if (source.getDtype() != operand.getDtype()) {
      throw TypingChecks.error(name, "source " + TypingChecks.str(source) + " and operand "
          + TypingChecks.str(operand) + " have different element types");
    }
    requireInit(name, operands.get(2), operand);
    TypingChecks.requireNotU64(name, operand, "select_and_scatter (its selection orders the window)");
    switch (s.getSelect()) {
      case GE, GT, LE, LT -> { }
      default -> throw TypingChecks.error(name, "select direction " + s.getSelect()
          + " is not supported (GE, GT, LE or LT)");
    }
    switch (s.getScatter()) {
      case SUM, MAX, MIN -> { }
      default -> throw TypingChecks.error(name, "scatter kind " + s.getScatter()
          + " is not supported (SUM, MAX or MIN)");
    }
    Window w = selectAndScatterGeometry(s, operand);
    if (source.getDimsCount() != w.grid().length) {
      throw TypingChecks.error(name, "source " + TypingChecks.str(source) + " must have the windows grid "
          + java.util.Arrays.toString(w.grid()) + " of operand " + TypingChecks.str(operand));
    }
    for (int d = 0; d < w.grid().length; d++) {
      if (source.getDims(d) != w.grid()[d]) {
        throw TypingChecks.error(name, "source " + TypingChecks.str(source) + " must have the windows grid "
            + java.util.Arrays.toString(w.grid()) + " of operand " + TypingChecks.str(operand));
      }
    }
    return operand;
  }

  /** The window of a select_and_scatter over {@code operand}, checked. */
  public static Window selectAndScatterGeometry(SelectAndScatterOp s, TensorType operand) {
    return window("select_and_scatter", operand, s.getWindowDimensionsList(), s.getWindowStridesList(), List.of(),
        List.of(), s.getPaddingLowList(), s.getPaddingHighList());
  }

  private static void requireInit(String name, TensorType init, TensorType x) {
    if (init.getDimsCount() != 0 || init.getDtype() != x.getDtype()) {
      throw TypingChecks.error(name, "init " + TypingChecks.str(init) + " must be a scalar of "
          + TypingChecks.str(x) + "'s element type");
    }
  }

  /** Most elements a dilated input or window may span along one dim (2^62), so adding padding cannot overflow. */
  static final long MAX_DILATED_SPAN = 1L << 62;

  /**
   * {@code size} elements {@code dilation} apart span {@code (size - 1) * dilation + 1}. Refused past
   * {@link #MAX_DILATED_SPAN}: a dilation up to 2^40 times a real dim wrapped around (16,777,217 elements dilated by
   * 2^40 spanned "1"), and the op ran with a windows grid of the wrapped size instead of being refused.
   */
  static long dilated(String name, String what, long size, long dilation) {
    if (size == 0) {
      return 0;
    }
    if (size - 1 > MAX_DILATED_SPAN / dilation) {
      throw TypingChecks.error(name, what + " (" + size + " elements dilated by " + dilation + ") spans more than "
          + MAX_DILATED_SPAN + " elements");
    }
    return (size - 1) * dilation + 1;
  }

  private static Window window(String name, TensorType x, List<Long> size, List<Long> strides, List<Long> baseDil,
      List<Long> winDil, List<Long> low, List<Long> high) {
    int rank = x.getDimsCount();
    if (size.size() != rank) {
      throw TypingChecks.error(name, "window_dimensions " + size + " has " + size.size() + " entries, needs "
          + rank + " (the rank of " + TypingChecks.str(x) + ")");
    }
    long[] w = ConvolutionTyping.window(name, "window_dimensions", size, rank, 1, true);
    long[] st = ConvolutionTyping.window(name, "window_strides", strides, rank, 1, true);
    long[] bd = ConvolutionTyping.window(name, "base_dilations", baseDil, rank, 1, true);
    long[] wd = ConvolutionTyping.window(name, "window_dilations", winDil, rank, 1, true);
    long[] pl = ConvolutionTyping.window(name, "padding_low", low, rank, 0, false);
    long[] ph = ConvolutionTyping.window(name, "padding_high", high, rank, 0, false);
    if (low.size() != high.size()) {
      throw TypingChecks.error(name, "padding_low has " + low.size() + " entries but padding_high " + high.size());
    }
    long[] grid = new long[rank];
    for (int d = 0; d < rank; d++) {
      long in = x.getDims(d);
      long dilatedIn = dilated(name, "dim " + d + ": the input", in, bd[d]);
      long padded = pl[d] + dilatedIn + ph[d];
      long dilatedWindow = dilated(name, "dim " + d + ": the window", w[d], wd[d]);
      if (padded < dilatedWindow) {
        throw TypingChecks.error(name, "dim " + d + ": the window (" + dilatedWindow
            + ") is larger than the padded input (" + in + " + padding " + pl[d] + "/" + ph[d] + " = " + padded
            + ") of " + TypingChecks.str(x));
      }
      grid[d] = (padded - dilatedWindow) / st[d] + 1;
      if (grid[d] > MAX_DIM_POSITIONS / w[d]) {
        throw TypingChecks.error(name, "dim " + d + ": " + grid[d] + " windows of size " + w[d]
            + " exceed the limit of " + MAX_DIM_POSITIONS + " window positions per dim");
      }
    }
    long windowElements = 1;
    for (long size1 : w) {
      windowElements = Math.multiplyExact(windowElements, size1);
      if (windowElements > MAX_WINDOW_ELEMENTS) {
        throw TypingChecks.error(name, "window_dimensions " + size + " have more than " + MAX_WINDOW_ELEMENTS
            + " elements in one window");
      }
    }
    return new Window(w, st, bd, wd, pl, ph, grid);
  }
}

package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * Prints convolution throughput (GFLOP/s, 2 x multiply-adds) of {@link ConvolutionKernels} (im2col through the
 * matmul kernels) next to a direct seven-deep loop over the definition (single thread, float32 fma, the same
 * bf16-rounded inputs), for ResNet-like NHWC layers: a 3-channel stem, a 64->64 3x3 layer, a strided 64->128 layer
 * and a depthwise 3x3. When {@code python3} (or {@code -Dbench.python}) imports jax, each layer is also timed on
 * XLA:CPU ({@code src/test/python/xla_conv.py}: {@code jax.lax.conv_general_dilated}, same shapes, float32 arrays of
 * bf16-exact values) in the same run, alternating ours, XLA, ours, and ours/XLA is printed with both sides' CPU
 * time per call. Argument: seconds per case. Not a test (ratios only, one run on one machine); run by
 * {@code ./mvnw -B -q -pl tpu-server -am -DskipTests -Pbench verify}.
 */
public final class ConvolutionBench {
  private ConvolutionBench() {}

  record Layer(String name, int n, int h, int w, int c, int o, int k, int stride, int groups) {}

  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 2.0;
    List<Layer> layers = List.of(
        new Layer("stem 3->64 3x3", 8, 32, 32, 3, 64, 3, 1, 1),
        new Layer("64->64 3x3", 8, 32, 32, 64, 64, 3, 1, 1),
        new Layer("64->128 3x3 s2", 8, 32, 32, 64, 128, 3, 2, 1),
        new Layer("depthwise 128 3x3", 8, 16, 16, 128, 128, 3, 1, 128));
    System.out.printf("%-20s %14s %14s %8s %12s %8s %22s%n", "bf16 DEFAULT layer", "ours GFLOP/s", "direct GFLOP/s",
        "ratio", "XLA GFLOP/s", "ours/XLA", "CPU ms/call ours, XLA");
    // (the first column is ConvolutionKernels on its fastest route: implicit matmul, or depthwise for that layer)
    // two passes: the first only warms the JIT on every layer (a cold first case measured compilation, not the kernel)
    for (int pass = 0; pass < 2; pass++) {
      for (Layer l : layers) {
        run(l, pass == 0 ? seconds / 4 : seconds, pass == 1);
      }
    }
    if (xlaNote != null) {
      System.out.println("XLA:CPU " + xlaNote);
    }
  }

  /** "jax VERSION" once the peer ran, the reason when it cannot, null before the first try. */
  private static String xlaNote;

  private static void run(Layer l, double seconds, boolean print) {
    {
      DeviceArray x = random(new int[] {l.n, l.h, l.w, l.c}, 1);
      DeviceArray k = random(new int[] {l.k, l.k, l.c / l.groups, l.o}, 2);
      long pad = l.k / 2;
      ConvolutionOp op = ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(3)
          .addAllInputSpatialDimensions(List.of(1L, 2L)).setKernelInputFeatureDimension(2)
          .setKernelOutputFeatureDimension(3).addAllKernelSpatialDimensions(List.of(0L, 1L))
          .setOutputBatchDimension(0).setOutputFeatureDimension(3).addAllOutputSpatialDimensions(List.of(1L, 2L))
          .setFeatureGroupCount(l.groups).setBatchGroupCount(1).addAllWindowStrides(List.of((long) l.stride,
              (long) l.stride)).addAllPaddingLow(List.of(pad, pad)).addAllPaddingHigh(List.of(pad, pad))
          .setPrecision(DotGeneralOp.Precision.DEFAULT).build();
      int oh = (l.h + 2 * (int) pad - l.k) / l.stride + 1;
      int ow = (l.w + 2 * (int) pad - l.k) / l.stride + 1;
      double flop = 2.0 * l.n * oh * ow * l.o * l.k * l.k * (l.c / l.groups);
      Runnable oursCall = () -> ConvolutionKernels.convolution(op, x, k);
      var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
      long cpu0 = os.getProcessCpuTime();
      int[] calls = new int[1];
      double ours = median(() -> {
        oursCall.run();
        calls[0]++;
      }, seconds);
      double[] xla = print ? xla(l, seconds) : null;
      if (xla != null) {
        // ours again after the peer (alternating: both see the same load); the mean of the two medians
        ours = (ours + median(() -> {
          oursCall.run();
          calls[0]++;
        }, seconds)) / 2;
      }
      double oursCpuMs = (os.getProcessCpuTime() - cpu0) / 1e6 / calls[0];
      double direct = median(() -> direct(l, x.floats(), k.floats(), (int) pad, oh, ow), seconds);
      if (print) {
        String peer = xla == null ? String.format(java.util.Locale.ROOT, "%12s %8s %22.2f", "-", "-", oursCpuMs) : String.format(java.util.Locale.ROOT,
            "%12.2f %7.0f%% %22s", xla[0], 100 * (flop / (ours * 1e6)) / xla[0],
            String.format(java.util.Locale.ROOT, "%.2f, %.2f", oursCpuMs, xla[1]));
        System.out.printf(java.util.Locale.ROOT, "%-20s %14.1f %14.2f %7.1fx %s%n", l.name, flop / (ours * 1e6),
            flop / (direct * 1e6), direct / ours, peer);
      }
    }
  }

  /** XLA:CPU's GFLOP/s and CPU ms per call on the layer, or null when python3 with jax is not available. */
  private static double[] xla(Layer l, double seconds) {
    if (xlaNote != null && !xlaNote.startsWith("jax")) {
      return null;
    }
    java.nio.file.Path script = java.nio.file.Path.of(System.getProperty("torchtpu.repo", "."))
        .resolve("tpu-server/src/test/python/xla_conv.py");
    try {
      Process p = new ProcessBuilder(System.getProperty("bench.python", "python3"), script.toString(),
          String.valueOf(l.n), String.valueOf(l.h), String.valueOf(l.w), String.valueOf(l.c), String.valueOf(l.o),
          String.valueOf(l.k), String.valueOf(l.stride), String.valueOf(l.groups), String.valueOf(seconds))
          .redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      if (p.waitFor() != 0 || !out.contains("\"gflops\"")) {
        throw new java.io.IOException(out.lines().reduce((a, b) -> b).orElse("no output"));
      }
      xlaNote = "jax " + field(out, "\"jax\": \"([^\"]+)\"");
      return new double[] {Double.parseDouble(field(out, "\"gflops\": ([0-9.eE+-]+)")),
          Double.parseDouble(field(out, "\"cpuMs\": ([0-9.eE+-]+)"))};
    } catch (java.io.IOException | InterruptedException | RuntimeException e) {
      xlaNote = "not measured (python3 with jax not available: " + e.getMessage() + ")";
      return null;
    }
  }

  private static String field(String out, String regex) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(regex).matcher(out);
    if (!m.find()) {
      throw new IllegalStateException("no " + regex + " in " + out);
    }
    return m.group(1);
  }

  /** The definition, loop by loop (the "naive 7-deep loop" the kernel must beat). */
  private static float[] direct(Layer l, float[] x, float[] k, int pad, int oh, int ow) {
    float[] out = new float[l.n * oh * ow * l.o];
    int cg = l.c / l.groups;
    int og = l.o / l.groups;
    for (int b = 0; b < l.n; b++) {
      for (int y = 0; y < oh; y++) {
        for (int xx = 0; xx < ow; xx++) {
          for (int o = 0; o < l.o; o++) {
            int g = o / og;
            float acc = 0;
            for (int dy = 0; dy < l.k; dy++) {
              int iy = y * l.stride + dy - pad;
              if (iy < 0 || iy >= l.h) {
                continue;
              }
              for (int dx = 0; dx < l.k; dx++) {
                int ix = xx * l.stride + dx - pad;
                if (ix < 0 || ix >= l.w) {
                  continue;
                }
                for (int c = 0; c < cg; c++) {
                  acc = Math.fma(x[((b * l.h + iy) * l.w + ix) * l.c + g * cg + c], k[((dy * l.k + dx) * cg + c) * l.o + o],
                      acc);
                }
              }
            }
            out[((b * oh + y) * ow + xx) * l.o + o] = acc;
          }
        }
      }
    }
    return out;
  }

  private static DeviceArray random(int[] dims, long seed) {
    Random r = new Random(seed);
    float[] data = new float[Arrays.stream(dims).reduce(1, (a, b) -> a * b)];
    for (int i = 0; i < data.length; i++) {
      data[i] = r.nextFloat() * 2 - 1;
    }
    Numerics.roundInPlace(DType.BF16, data);
    return DeviceArray.ofFloats(DType.F32, dims, data);
  }

  /** Warms up for a quarter of the budget, then returns the median milliseconds per call. */
  private static double median(Runnable run, double seconds) {
    long warm = System.nanoTime() + (long) (seconds * 0.25e9);
    do {
      run.run();
    } while (System.nanoTime() < warm);
    double[] samples = new double[1000];
    int count = 0;
    long end = System.nanoTime() + (long) (seconds * 0.75e9);
    do {
      long t0 = System.nanoTime();
      run.run();
      samples[count++] = (System.nanoTime() - t0) / 1e6;
    } while ((System.nanoTime() < end || count < 3) && count < samples.length);
    double[] sorted = Arrays.copyOf(samples, count);
    Arrays.sort(sorted);
    return sorted[count / 2];
  }
}

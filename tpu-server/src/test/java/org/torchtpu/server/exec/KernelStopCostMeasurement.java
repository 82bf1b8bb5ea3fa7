package org.torchtpu.server.exec;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Op;

/**
 * Process CPU per kernel (all threads: the fork-join workers run parts) for products and convolutions, with a
 * the question a unary call's kernels ask installed as the session installs it (the session's volatile closing flag,
 * then gRPC's {@code Context.isCancelled} of a cancellable context, as a server call has, which takes the context's
 * monitor), to compare against a build before the kernels asked it; first it prints the CPU of one question. Not a
 * test; it finds {@code KernelStop} by reflection so the same source runs on the earlier build:
 *
 * <pre>
 * java --add-modules=jdk.incubator.vector -cp tpu-server/target/test-classes:tpu-server/target/classes:CLASSPATH \
 *     org.torchtpu.server.exec.KernelStopCostMeasurement [rounds] [none]
 * </pre>
 */
public final class KernelStopCostMeasurement {
  private KernelStopCostMeasurement() {}

  private static volatile boolean closing;
  /** As a server call's context: gRPC makes one cancellable context per call. */
  private static final io.grpc.Context.CancellableContext CALL = io.grpc.Context.ROOT.withCancellation();

  /** As a unary call's question (DeviceSession#runSerially): the session's closing flag, then the call's context. */
  private static boolean sessionGone() {
    return closing || CALL.isCancelled();
  }

  /** Thread CPU of one question, over 10^7 (the kernels ask one per 10^6-10^8 multiply-adds). */
  private static double nanosPerQuestion() {
    var threads = ManagementFactory.getThreadMXBean();
    int gone = 0;
    for (int warm = 0; warm < 3; warm++) {
      for (int i = 0; i < 10_000_000; i++) {
        gone += sessionGone() ? 1 : 0;
      }
    }
    long cpu0 = threads.getCurrentThreadCpuTime();
    for (int i = 0; i < 10_000_000; i++) {
      gone += sessionGone() ? 1 : 0;
    }
    double perQuestion = (threads.getCurrentThreadCpuTime() - cpu0) / 1e7;
    return gone == 0 ? perQuestion : Double.NaN;
  }

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    // second argument "none": run the kernels with nothing installed (what a thread outside any session does)
    boolean asks = !(args.length > 1 && args[1].equals("none")) && installIfPresent();
    Executor executor = new Executor();
    record Case(String name, Op op, List<DeviceArray> operands, int calls) {}
    List<Case> cases = List.of(
        new Case("dot 64x512x2048 (tiny-Llama MLP)", product(), List.of(random(new int[] {64, 512}, 1),
            random(new int[] {512, 2048}, 2)), 400),
        new Case("dot 256^3", product(), List.of(random(new int[] {256, 256}, 3), random(new int[] {256, 256}, 4)), 400),
        new Case("dot 1024^3", product(), List.of(random(new int[] {1024, 1024}, 5), random(new int[] {1024, 1024}, 6)),
            20),
        new Case("conv 3x3, 64->64 ch, 32x32", conv(), List.of(random(new int[] {1, 64, 32, 32}, 7),
            random(new int[] {64, 64, 3, 3}, 8)), 100));
    System.out.printf("KernelStop installed and asked: %s; one question %.1f ns CPU%n", asks, nanosPerQuestion());
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    for (int round = 0; round < rounds; round++) {
      for (Case c : cases) {
        long cpu0 = os.getProcessCpuTime();
        for (int i = 0; i < c.calls; i++) {
          executor.execute(c.op, c.operands, false);
        }
        double perCall = (os.getProcessCpuTime() - cpu0) / 1e3 / c.calls;
        System.out.printf("round %d  %-34s %10.1f us CPU/call%n", round, c.name, perCall);
      }
    }
  }

  private static boolean installIfPresent() throws Exception {
    Class<?> stop;
    try {
      stop = Class.forName("org.torchtpu.server.exec.KernelStop");
    } catch (ClassNotFoundException before) {
      return false;
    }
    BooleanSupplier gone = KernelStopCostMeasurement::sessionGone;
    Object instance = stop.getConstructor(BooleanSupplier.class).newInstance(gone);
    stop.getMethod("install", stop).invoke(null, instance);
    return true;
  }

  private static Op product() {
    return Op.newBuilder().addOperands(1).addOperands(2).addResults(3).setDotGeneral(DotGeneralOp.newBuilder()
        .addLhsContractingDims(1).addRhsContractingDims(0)).build();
  }

  private static Op conv() {
    return Op.newBuilder().addOperands(1).addOperands(2).addResults(3).setConvolution(ConvolutionOp.newBuilder()
        .setInputBatchDimension(0).setInputFeatureDimension(1).addAllInputSpatialDimensions(List.of(2L, 3L))
        .setKernelOutputFeatureDimension(0).setKernelInputFeatureDimension(1)
        .addAllKernelSpatialDimensions(List.of(2L, 3L)).setOutputBatchDimension(0).setOutputFeatureDimension(1)
        .addAllOutputSpatialDimensions(List.of(2L, 3L)).setFeatureGroupCount(1).setBatchGroupCount(1)
        .addAllPaddingLow(List.of(1L, 1L)).addAllPaddingHigh(List.of(1L, 1L))).build();
  }

  private static DeviceArray random(int[] dims, long seed) {
    int n = 1;
    for (int d : dims) {
      n *= d;
    }
    float[] v = new float[n];
    Random r = new Random(seed);
    for (int i = 0; i < n; i++) {
      v[i] = r.nextFloat() - 0.5f;
    }
    return DeviceArray.ofFloats(DType.F32, dims, v);
  }
}

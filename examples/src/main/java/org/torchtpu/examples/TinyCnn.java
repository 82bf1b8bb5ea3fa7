package org.torchtpu.examples;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Pooling;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.nn.BatchNorm2d;
import org.torchtpu.client.nn.Conv2d;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.Linear;
import org.torchtpu.client.nn.MaxPool2d;
import org.torchtpu.client.nn.Module;
import org.torchtpu.client.optim.AdamW;
import org.torchtpu.client.optim.LrSchedule;
import org.torchtpu.client.optim.TrainStep;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The second example: a small ResNet-style network (a stem convolution, one residual block, max pooling, a wider
 * convolution, global average pooling and a linear head, each convolution followed by BatchNorm) trained in compiled
 * mode to tell four kinds of generated 16x16 images apart (horizontal bars, vertical bars, a filled square, a
 * ring, at random places and sizes, with noise), then scored on held-out images.
 *
 * <pre>
 *   examples/run-local-pod.sh --cnn                   (or, against a running server:)
 *   java -cp examples/target/examples.jar org.torchtpu.examples.TinyCnn --target localhost:50051 --steps 60
 * </pre>
 */
@Command(name = "tiny-cnn", mixinStandardHelpOptions = true,
    description = "Train a small ResNet-style CNN on generated images on a simulated TPU, then report held-out accuracy.")
public final class TinyCnn implements Callable<Integer> {
  static final int SIZE = 16;
  static final int CLASSES = 4;

  @Option(names = "--target", description = "tpu-server host:port (default: ${DEFAULT-VALUE})")
  String target = "localhost:50051";

  @Option(names = "--steps", description = "training steps (default: ${DEFAULT-VALUE})")
  int steps = 60;

  @Option(names = "--batch", description = "images per step (default: ${DEFAULT-VALUE})")
  int batch = 32;

  @Option(names = "--test", description = "held-out images (default: ${DEFAULT-VALUE})")
  int test = 256;

  @Option(names = "--width", description = "channels of the first layers (default: ${DEFAULT-VALUE})")
  int width = 8;

  @Option(names = "--lr", description = "peak learning rate (default: ${DEFAULT-VALUE})")
  double lr = 1e-2;

  @Option(names = "--seed", description = "seed of the weights and images (default: ${DEFAULT-VALUE})")
  long seed = 1;

  public static void main(String[] args) {
    System.exit(new CommandLine(new TinyCnn()).execute(args));
  }

  /** conv-BN-relu stem, a residual block, max-pool, a wider conv-BN-relu, global average pool, linear head. */
  static final class Net extends Module {
    final Conv2d stem;
    final BatchNorm2d stemNorm;
    final Conv2d block1;
    final BatchNorm2d norm1;
    final Conv2d block2;
    final BatchNorm2d norm2;
    final MaxPool2d pool = new MaxPool2d(2, 2, 0);
    final Conv2d wide;
    final BatchNorm2d wideNorm;
    final Linear head;

    Net(Init init, int width) {
      stem = child("stem", new Conv2d(init, 1, width, 3, 1, 1, 1, 1, false));
      stemNorm = child("stem_norm", norm(init, width));
      block1 = child("block1", new Conv2d(init, width, width, 3, 1, 1, 1, 1, false));
      norm1 = child("norm1", norm(init, width));
      block2 = child("block2", new Conv2d(init, width, width, 3, 1, 1, 1, 1, false));
      norm2 = child("norm2", norm(init, width));
      wide = child("wide", new Conv2d(init, width, 2 * width, 3, 1, 1, 1, 1, false));
      wideNorm = child("wide_norm", norm(init, 2 * width));
      head = child("head", new Linear(init, 2 * width, CLASSES, true));
    }

    /** Batch statistics always: a compiled step carries no running estimates (see BatchNorm2d). */
    private static BatchNorm2d norm(Init init, int channels) {
      return new BatchNorm2d(init, channels, 1e-5, 0.1, false);
    }

    Tensor logits(Tensor images) {
      Tensor h = stemNorm.forward(stem.forward(images)).relu();
      Tensor r = norm1.forward(block1.forward(h)).relu();
      h = norm2.forward(block2.forward(r)).add(h).relu();
      h = pool.forward(h);
      h = wideNorm.forward(wide.forward(h)).relu();
      Tensor pooled = Pooling.adaptiveAvgPool2d(h, 1, 1);
      return head.forward(pooled.reshape(pooled.size(0), pooled.size(1)));
    }
  }

  @Override
  public Integer call() {
    PrintStream out = System.out;
    try (TpuClient client = TpuClient.connect(target);
         Session s = client.openSession("tiny-cnn", 0, EagerMode.FUSED)) {
      HostInfo host = client.describeHost();
      Net net = new Net(new Init(s, seed), width);
      out.printf(Locale.ROOT, "tiny CNN: width %d, %,d parameters; host %s (%s); compiled, %d steps of %d images "
          + "%dx%d, %d classes%n", width, net.parameterCount(), host.getHostId(), host.getGeneration(), steps, batch,
          SIZE, SIZE, CLASSES);
      AdamW optimizer = new AdamW(net.parameters(), LrSchedule.warmupCosine(lr, Math.min(5, steps - 1), steps,
          lr / 10), 0.9, 0.999, 1e-8, 1e-4);
      TrainStep.LossFunction loss = in -> Tensor.crossEntropy(net.logits(in[0]), in[1]);
      Random images = new Random(seed);
      Tensor[] first = batch(s, images, batch);
      TrainStep step = TrainStep.compiled(optimizer, loss, first);
      double deviceBefore = s.timing().getDeviceSeconds();
      long start = System.nanoTime();
      TinyLlama.ProgressBar bar = new TinyLlama.ProgressBar(out, steps, "compiled", "images");
      double lastLoss = Double.NaN;
      for (int i = 0; i < steps; i++) {
        Tensor[] b = i == 0 ? first : batch(s, images, batch);
        lastLoss = step.step(b).item();
        bar.update(i + 1, lastLoss, (double) (i + 1) * batch / ((System.nanoTime() - start) / 1e9));
        s.free(b[0]);
        s.free(b[1]);
      }
      bar.finish();
      double wall = (System.nanoTime() - start) / 1e9;
      double device = s.timing().getDeviceSeconds() - deviceBefore;
      out.printf(Locale.ROOT, "trained in %.1f s wall (%.0f ms/step); simulated %s device time %.2f ms; %d program(s) "
          + "compiled; final loss %.3f (chance: %.3f)%n", wall, wall * 1e3 / steps, host.getGeneration(),
          device * 1e3, step.compiledFunction().compiles(), lastLoss, Math.log(CLASSES));
      Random heldOut = new Random(seed + 1_000_003);
      Tensor[] t = batch(s, heldOut, test);
      long[] predicted = s.noGrad(() -> net.logits(t[0]).argmax(1)).toLongArray();
      long[] labels = t[1].toLongArray();
      int correct = 0;
      for (int i = 0; i < labels.length; i++) {
        correct += predicted[i] == labels[i] ? 1 : 0;
      }
      out.printf(Locale.ROOT, "held-out accuracy %.1f%% on %d unseen images (chance %.1f%%)%n",
          100.0 * correct / labels.length, labels.length, 100.0 / CLASSES);
    }
    return 0;
  }

  /** {images [n, 1, 16, 16], labels [n]}: shapes drawn by {@link #draw}, labels cycling through the classes. */
  static Tensor[] batch(Session s, Random random, int n) {
    float[] pixels = new float[n * SIZE * SIZE];
    long[] labels = new long[n];
    for (int i = 0; i < n; i++) {
      int label = random.nextInt(CLASSES);
      labels[i] = label;
      draw(label, random, pixels, i * SIZE * SIZE);
    }
    return new Tensor[] {s.tensor(pixels, n, 1, SIZE, SIZE), s.tensor(labels, n)};
  }

  /** One image of class {@code label} at a random place and size, plus Gaussian noise (sigma 0.3). */
  static void draw(int label, Random random, float[] out, int offset) {
    int size = 5 + random.nextInt(6);                 // 5..10 pixels
    int top = random.nextInt(SIZE - size + 1);
    int left = random.nextInt(SIZE - size + 1);
    double c = (size - 1) / 2.0;
    for (int y = 0; y < SIZE; y++) {
      for (int x = 0; x < SIZE; x++) {
        int dy = y - top;
        int dx = x - left;
        boolean inside = dy >= 0 && dy < size && dx >= 0 && dx < size;
        double r = Math.hypot(dy - c, dx - c);
        boolean on = inside && switch (label) {
          case 0 -> dy % 3 == 0;                        // horizontal bars
          case 1 -> dx % 3 == 0;                        // vertical bars
          case 2 -> true;                               // filled square
          default -> Math.abs(r - c) < 0.8;             // ring
        };
        out[offset + y * SIZE + x] = (float) ((on ? 1.0 : 0.0) + 0.3 * random.nextGaussian());
      }
    }
  }
}

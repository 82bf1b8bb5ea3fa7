package org.torchtpu.server.fabric;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The floor under the Fabric path for one large all-reduce part: what a plain TCP socket of the Fabric's own would
 * cost, both ends in this JVM over loopback, with none of gRPC or HTTP/2. The sending thread encodes its f32 operand
 * (little-endian, as {@link ShardCodec} writes it) a chunk at a time into a direct buffer and writes it; the receiving
 * thread reads each chunk into a direct buffer and sums it with its own operand into the result (a fresh array per
 * part, as a collective's result is a new device array), straight from the buffer: no decode into a part's arrays.
 * Prints the CPU of both threads per part (user and kernel: a thread's CPU clock counts both) and per MiB, next to
 * the process's CPU (the fresh arrays' collections, the JIT), to set beside {@link FabricPathBench}'s figures for the same
 * bytes. The sum is checked against {@code own[i] + sent[i]} bit for bit.
 *
 * <p>Run: {@code java --add-modules=jdk.incubator.vector -cp tpu-server/target/test-classes:tpu-server/target/classes
 * org.torchtpu.server.fabric.BulkFloorBench [bytes] [parts] [rounds] [chunk bytes] [vector|scalar|none] [fresh|reuse]}.
 */
public final class BulkFloorBench {
  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;

  private BulkFloorBench() {}

  public static void main(String[] args) throws Exception {
    int bytes = args.length > 0 ? Integer.parseInt(args[0]) : 8 << 20;
    int parts = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
    int chunk = args.length > 3 ? Integer.parseInt(args[3]) : 256 << 10;
    String reduce = args.length > 4 ? args[4] : "vector"; // vector, scalar, or none (the socket alone)
    boolean fresh = args.length <= 5 || !args[5].equals("reuse"); // a new result array per part, or one reused
    int n = bytes / Float.BYTES;
    float[] sent = new float[n];
    float[] own = new float[n];
    for (int i = 0; i < n; i++) {
      sent[i] = i * 0.37f - 1.1f;
      own[i] = i * 0.11f + 0.5f;
    }
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    try (ServerSocketChannel server = ServerSocketChannel.open()) {
      server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      AtomicLong senderCpu = new AtomicLong();
      Thread sender = new Thread(() -> {
        try (SocketChannel out = SocketChannel.open(server.getLocalAddress())) {
          out.setOption(java.net.StandardSocketOptions.TCP_NODELAY, true);
          ByteBuffer buf = ByteBuffer.allocateDirect(chunk).order(ByteOrder.LITTLE_ENDIAN);
          for (int p = 0; p < parts * rounds; p++) {
            for (int from = 0; from < bytes; from += chunk) {
              int len = Math.min(chunk, bytes - from);
              buf.clear();
              buf.asFloatBuffer().put(sent, from / Float.BYTES, len / Float.BYTES);
              buf.limit(len);
              while (buf.hasRemaining()) {
                out.write(buf);
              }
            }
            senderCpu.set(mx.getCurrentThreadCpuTime());
          }
        } catch (IOException e) {
          throw new IllegalStateException(e);
        }
      }, "bulk-sender");
      sender.start();
      try (SocketChannel in = server.accept()) {
        ByteBuffer buf = ByteBuffer.allocateDirect(chunk).order(ByteOrder.LITTLE_ENDIAN);
        for (int round = 0; round < rounds; round++) {
          long recv0 = mx.getCurrentThreadCpuTime();
          long send0 = senderCpu.get();
          long wall0 = System.nanoTime();
          long process0 = os.getProcessCpuTime();
          float[] reused = new float[n];
          for (int p = 0; p < parts; p++) {
            float[] result = fresh ? new float[n] : reused;
            for (int from = 0; from < bytes; from += chunk) {
              int len = Math.min(chunk, bytes - from);
              buf.clear().limit(len);
              while (buf.hasRemaining()) {
                if (in.read(buf) < 0) {
                  throw new IOException("sender closed early");
                }
              }
              switch (reduce) {
                case "vector" -> sumVector(own, buf, result, from / Float.BYTES, len / Float.BYTES);
                case "scalar" -> sumScalar(own, buf, result, from / Float.BYTES, len / Float.BYTES);
                default -> { } // the socket alone
              }
            }
            if (!reduce.equals("none") && (Float.floatToRawIntBits(result[n - 1]) != Float.floatToRawIntBits(own[n - 1] + sent[n - 1])
                || Float.floatToRawIntBits(result[n / 3]) != Float.floatToRawIntBits(own[n / 3] + sent[n / 3]))) {
              throw new IllegalStateException("wrong sum");
            }
          }
          long wall = System.nanoTime() - wall0;
          long process = os.getProcessCpuTime() - process0;
          long recv = mx.getCurrentThreadCpuTime() - recv0;
          long send = senderCpu.get() - send0; // the sender may be up to a socket buffer ahead: close enough over 200
          double mib = bytes / (double) (1 << 20);
          System.out.printf(Locale.ROOT,
              "round %d (%s, %s result, chunk %d): %d parts of %d bytes: receiver %.0f us/part, sender %.0f, both %.0f us/part"
                  + " = %.2f ms per MiB; process (GC, JIT too) %.0f us/part; wall %.0f us/part%n",
              round, reduce, fresh ? "fresh" : "reused", chunk, parts, bytes, recv / 1e3 / parts, send / 1e3 / parts,
              (recv + send) / 1e3 / parts, (recv + send) / 1e6 / parts / mib, process / 1e3 / parts, wall / 1e3 / parts);
        }
      }
      sender.join();
    }
  }

  /** {@code result[at + i] = own[at + i] + remote float i}, the remote floats little-endian from the buffer's start. */
  static void sumVector(float[] own, ByteBuffer remote, float[] result, int at, int count) {
    int i = 0;
    for (int bound = SPECIES.loopBound(count); i < bound; i += SPECIES.length()) {
      FloatVector.fromArray(SPECIES, own, at + i)
          .add(FloatVector.fromByteBuffer(SPECIES, remote, i * Float.BYTES, ByteOrder.LITTLE_ENDIAN))
          .intoArray(result, at + i);
    }
    for (; i < count; i++) {
      result[at + i] = own[at + i] + remote.getFloat(i * Float.BYTES);
    }
  }

  static void sumScalar(float[] own, ByteBuffer remote, float[] result, int at, int count) {
    for (int i = 0; i < count; i++) {
      result[at + i] = own[at + i] + remote.getFloat(i * Float.BYTES);
    }
  }
}

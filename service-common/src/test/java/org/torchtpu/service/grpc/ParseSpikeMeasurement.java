package org.torchtpu.service.grpc;

import com.google.protobuf.Message;
import io.grpc.MethodDescriptor;
import io.grpc.protobuf.ProtoUtils;
import java.lang.management.ManagementFactory;

/**
 * Prints the heap allocated while parsing one hostile request of each kind ({@link HostileMessages}), by gRPC's
 * protobuf marshaller and through {@link StructureBound}, and what the parsed message keeps. Not a test (a 64 MiB
 * message needs gigabytes); run it with a large heap after test-compile:
 * {@code java -Xmx6g -cp <service-common test classpath> org.torchtpu.service.grpc.ParseSpikeMeasurement [MiB]}.
 */
public final class ParseSpikeMeasurement {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private ParseSpikeMeasurement() {}

  /** Bytes this thread allocates while {@code marshaller} parses {@code wire} (a known-length stream, as gRPC's). */
  static long allocatedParsing(MethodDescriptor.Marshaller<?> marshaller, byte[] wire) {
    WireBytes stream = new WireBytes(wire);
    long before = THREADS.getCurrentThreadAllocatedBytes();
    marshaller.parse(stream); // a refusal it keeps for the call is dropped by this thread's next parse
    return THREADS.getCurrentThreadAllocatedBytes() - before;
  }

  private static long retained(Runnable parse) {
    Runtime rt = Runtime.getRuntime();
    System.gc();
    long before = rt.totalMemory() - rt.freeMemory();
    parse.run();
    System.gc();
    return rt.totalMemory() - rt.freeMemory() - before;
  }

  public static void main(String[] args) {
    int mib = args.length > 0 ? Integer.parseInt(args[0]) : 64;
    System.out.printf("%-45s %10s %16s %16s %14s%n", "request (" + mib + " MiB of empty structure)", "wire MiB",
        "plain alloc MiB", "bounded alloc MiB", "plain kept MiB");
    for (HostileMessages.Hostile h : HostileMessages.all(mib << 20)) {
      MethodDescriptor.Marshaller<Message> plain = ProtoUtils.marshaller(h.prototype());
      MethodDescriptor.Marshaller<Message> bounded = StructureBound.marshaller(plain);
      long plainBytes = allocatedParsing(plain, h.wire());
      long boundedBytes = allocatedParsing(bounded, h.wire());
      Object[] keep = new Object[1];
      long kept = retained(() -> keep[0] = plain.parse(new WireBytes(h.wire())));
      System.out.printf("%-45s %10.1f %16.0f %16.1f %14.0f%n", h.name(), h.wire().length / 1048576.0,
          plainBytes / 1048576.0, boundedBytes / 1048576.0, kept / 1048576.0);
      keep[0] = null;
    }
  }
}

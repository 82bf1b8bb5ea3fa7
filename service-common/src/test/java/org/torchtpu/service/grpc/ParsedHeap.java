package org.torchtpu.service.grpc;

import com.google.protobuf.Message;
import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;

/**
 * The heap a message really takes once parsed: copies of it parsed by protobuf's parser and kept, measured as the heap
 * still in use after full collections, per copy. The reference {@link MessageShape}'s estimates are checked against.
 */
public final class ParsedHeap {
  private ParsedHeap() {}

  /** The heap one parse of {@code wire} as {@code prototype}'s type keeps, averaged over {@code copies} parses. */
  public static long of(Message prototype, byte[] wire, int copies) {
    Object[] kept = new Object[copies];
    try {
      prototype.getParserForType().parseFrom(wire); // loads and initializes whatever the first parse needs
      long before = usedAfterGc();
      for (int i = 0; i < copies; i++) {
        kept[i] = prototype.getParserForType().parseFrom(wire);
      }
      long after = usedAfterGc();
      Reference.reachabilityFence(kept);
      return (after - before) / copies;
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e);
    }
  }

  private static long usedAfterGc() {
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 4; i++) {
      System.gc();
      used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    }
    return used;
  }
}

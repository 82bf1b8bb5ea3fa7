package org.torchtpu.server.fabric;

import java.nio.ByteBuffer;
import org.torchtpu.server.fabric.bulk.BulkSender;

/**
 * A part's data on the bulk channel: encoded a buffer at a time as it is written, as on the gRPC call a chunk; skipped
 * when its call ended before its turn came.
 */
record BulkPayload(PartData data, java.util.function.BooleanSupplier callEnded) implements BulkSender.Payload {
  @Override
  public boolean abandoned() {
    return callEnded.getAsBoolean();
  }

  @Override
  public int size() {
    return data.size();
  }

  @Override
  public void encode(int from, ByteBuffer into) {
    data.encodeInto(from, into);
  }
}

package org.torchtpu.server.fabric;

import java.io.IOException;
import java.io.OutputStream;
import org.torchtpu.server.fabric.bulk.BulkSender;

/** A part's data on the bulk channel: encoded a chunk at a time as it is written, as on the gRPC call. */
record BulkPayload(PartData data, int chunkBytes) implements BulkSender.Payload {
  @Override
  public int size() {
    return data.size();
  }

  @Override
  public void writeTo(OutputStream out) throws IOException {
    for (int from = 0; from < data.size(); from += chunkBytes) {
      data.slice(from, Math.min(chunkBytes, data.size() - from)).writeTo(out);
    }
  }
}

package org.torchtpu.server.runtime;

import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.ReadValue;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/**
 * Serves a batch's reads ({@code OpBatch.reads}) on the batch's own answer, so reading a small result right after the
 * ops that compute it (a step's loss) costs the client no Download round trip. Only what Download would return
 * without a question is served here: a defined, computed value, and at most {@link #MAX_BYTES} of data per answer.
 * Anything else is left out, and the client reads it with Download, which waits, checks and reports as it always has.
 */
final class InlineReads {
  /** Data served on one answer at most: a small read's bytes, like the client's streamed uploads (16 KiB). */
  static final int MAX_BYTES = 16 << 10;

  private InlineReads() {}

  /** On the session's queue, after the batch ran without a failure: adds the reads it can serve to its answer. */
  static void serve(DeviceSession session, OpBatch batch, StreamResponse.Builder answer) {
    long left = MAX_BYTES;
    for (int i = 0; i < batch.getReadsCount(); i++) {
      long handle = batch.getReads(i);
      DeviceArray value = session.valueOrNull(handle);
      if (value == null || value.isAbstract()) {
        continue; // Download names what is wrong
      }
      long bytes = Shapes.byteSize(value.type());
      if (bytes > left) {
        continue;
      }
      left -= bytes;
      // the bytes Download sends: its type message, then Literals.encode's data
      answer.addValues(ReadValue.newBuilder().setHandle(handle)
          .setValue(TensorLiteral.newBuilder().setType(value.type()).setData(Literals.encode(value))));
    }
  }
}

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
  /** Served on one answer at most, data and per-read costs: a small read's bytes, like the client's uploads (16 KiB). */
  static final int MAX_BYTES = 16 << 10;

  /**
   * What each read named costs, served or not: a served one's handle and framing on the wire and its ReadValue and
   * TensorLiteral in the heap (its data and type message are counted besides). Counted so that reads of a value with
   * no data (f32[0]) are not free, nor reads of absent handles: before, a batch naming an empty value 100,000 times
   * got an answer of 100,000 entries (1.3 MB), and a 16 MiB batch of such reads millions, built outside any heap
   * share; now at most 512 reads of a batch are looked at.
   */
  static final int PER_READ_BYTES = 32;

  private InlineReads() {}

  /** On the session's queue, after the batch ran without a failure: adds the reads it can serve to its answer. */
  static void serve(DeviceSession session, OpBatch batch, StreamResponse.Builder answer) {
    long left = MAX_BYTES;
    for (int i = 0; i < batch.getReadsCount() && left >= PER_READ_BYTES; i++) {
      long handle = batch.getReads(i);
      left -= PER_READ_BYTES;
      DeviceArray value = session.valueOrNull(handle);
      if (value == null || value.isAbstract()) {
        continue; // Download names what is wrong
      }
      long cost = Shapes.byteSize(value.type()) + value.type().getSerializedSize();
      if (cost > left) {
        continue;
      }
      left -= cost;
      // the bytes Download sends: its type message, then Literals.encode's data
      answer.addValues(ReadValue.newBuilder().setHandle(handle)
          .setValue(TensorLiteral.newBuilder().setType(value.type()).setData(Literals.encode(value))));
    }
  }
}

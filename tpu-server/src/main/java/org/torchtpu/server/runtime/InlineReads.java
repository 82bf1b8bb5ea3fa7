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

  /**
   * What the reads of one answer may cost besides their data: {@link #PER_READ_BYTES} for each read named, served or
   * not, and a served one's type message. Kept apart from the data so that a value of {@link #MAX_BYTES} is still
   * served alone (the SDK asks for values up to that), while reads of a value with no data (f32[0]) or of absent
   * handles are not free: before, a batch naming an empty value 100,000 times got an answer of 100,000 entries
   * (1.3 MB) built outside any heap share, and a 16 MiB batch millions. Now at most 128 reads of a batch are looked at.
   */
  static final int MAX_FRAMING_BYTES = 4 << 10;

  /** A read's handle and framing on the wire, and its ReadValue and TensorLiteral in the heap. */
  static final int PER_READ_BYTES = 32;

  private InlineReads() {}

  /** On the session's queue, after the batch ran without a failure: adds the reads it can serve to its answer. */
  static void serve(DeviceSession session, OpBatch batch, StreamResponse.Builder answer) {
    long data = MAX_BYTES;
    long framing = MAX_FRAMING_BYTES;
    for (int i = 0; i < batch.getReadsCount() && framing >= PER_READ_BYTES; i++) {
      long handle = batch.getReads(i);
      framing -= PER_READ_BYTES;
      DeviceArray value = session.valueOrNull(handle);
      if (value == null || value.isAbstract()) {
        continue; // Download names what is wrong
      }
      long bytes = Shapes.byteSize(value.type());
      int typeBytes = value.type().getSerializedSize();
      if (bytes > data || typeBytes > framing) {
        continue;
      }
      data -= bytes;
      framing -= typeBytes;
      // the bytes Download sends: its type message, then Literals.encode's data
      answer.addValues(ReadValue.newBuilder().setHandle(handle)
          .setValue(TensorLiteral.newBuilder().setType(value.type()).setData(Literals.encode(value))));
    }
  }
}

package org.torchtpu.service.grpc;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Message;
import com.google.protobuf.WireFormat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.UploadRequest;

/**
 * Requests made of empty structure, as a hostile tenant (or, for Fabric and the cache, a broken host) sends them: a
 * few bytes on the wire per repeated element or unknown field, many heap bytes once parsed.
 */
final class HostileMessages {
  /** A field number none of the request types has: parsed into the message's unknown fields. */
  static final int UNKNOWN_FIELD = 15;

  /** One hostile request: its type and its wire form. */
  record Hostile(String name, Message prototype, byte[] wire) {}

  private HostileMessages() {}

  /** A one-byte tag (fields up to 15). */
  private static int tag(int field, int wireType) {
    return field << 3 | wireType;
  }

  /** {@code count} empty length-delimited fields numbered {@code field}: two bytes each (an empty op, list entry). */
  static byte[] emptyRepeated(int field, int count) {
    byte[] out = new byte[2 * count];
    byte tag = (byte) tag(field, WireFormat.WIRETYPE_LENGTH_DELIMITED);
    for (int i = 0; i < count; i++) {
      out[2 * i] = tag;
    }
    return out;
  }

  /** {@code count} empty groups of an unknown field: two bytes each, one unknown-field set each once parsed. */
  static byte[] emptyUnknownGroups(int count) {
    byte[] out = new byte[2 * count];
    byte start = (byte) tag(UNKNOWN_FIELD, WireFormat.WIRETYPE_START_GROUP);
    byte end = (byte) tag(UNKNOWN_FIELD, WireFormat.WIRETYPE_END_GROUP);
    for (int i = 0; i < count; i++) {
      out[2 * i] = start;
      out[2 * i + 1] = end;
    }
    return out;
  }

  /** {@code count} unknown varint fields of value 0: two bytes each, a boxed Long each once parsed. */
  static byte[] unknownVarints(int count) {
    byte[] out = new byte[2 * count];
    byte tag = (byte) tag(UNKNOWN_FIELD, WireFormat.WIRETYPE_VARINT);
    for (int i = 0; i < count; i++) {
      out[2 * i] = tag;
    }
    return out;
  }

  /** {@code inner} as field {@code field} of a message (a nested message's encoding). */
  static byte[] nested(int field, byte[] inner) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(inner.length + 8);
      CodedOutputStream out = CodedOutputStream.newInstance(bytes);
      out.writeByteArray(field, inner);
      out.flush();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Each method's request that takes large messages, made of {@code bytes} bytes (about) of empty structure. */
  static List<Hostile> all(int bytes) {
    int n = bytes / 2;
    return List.of(
        new Hostile("Runtime.Execute: empty ops", ExecuteRequest.getDefaultInstance(),
            emptyRepeated(ExecuteRequest.OPS_FIELD_NUMBER, n)),
        new Hostile("Runtime.Compile: a graph of empty ops", CompileRequest.getDefaultInstance(),
            nested(CompileRequest.GRAPH_FIELD_NUMBER, emptyRepeated(Graph.OPS_FIELD_NUMBER, n))),
        new Hostile("Runtime.ExecuteStream: a batch of empty ops", StreamRequest.getDefaultInstance(),
            nested(StreamRequest.BATCH_FIELD_NUMBER, emptyRepeated(OpBatch.OPS_FIELD_NUMBER, n))),
        new Hostile("Runtime.Upload: unknown empty groups", UploadRequest.getDefaultInstance(), emptyUnknownGroups(n)),
        new Hostile("Runtime.Execute: unknown varints", ExecuteRequest.getDefaultInstance(), unknownVarints(n)),
        new Hostile("Advisor.Advise: unknown empty groups", AdviseRequest.getDefaultInstance(), emptyUnknownGroups(n)),
        new Hostile("Scheduler.SubmitJob: unknown empty groups", SubmitJobRequest.getDefaultInstance(),
            emptyUnknownGroups(n)),
        new Hostile("CompilationCache.Put: unknown empty groups", CachePutRequest.getDefaultInstance(),
            emptyUnknownGroups(n)),
        new Hostile("Fabric.Exchange: unknown empty groups", FabricPart.getDefaultInstance(), emptyUnknownGroups(n)));
  }
}

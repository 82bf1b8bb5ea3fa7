package org.torchtpu.server.compiler;

import com.google.protobuf.CodedOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongFunction;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.ir.IrGraph;

/**
 * A deferred chunk ready for its program: the chunk's cache key, the session handle behind each
 * canonical value id, and (built only when the program must be compiled) the chunk as an IR graph
 * in canonical numbering.
 *
 * <p>The key is SHA-256 over the chunk's structure, read straight from its ops in one pass: each
 * op's kind and attributes, its operands and results as canonical references, which results are
 * dead, and the type of each value read from the session. Like {@link ProgramKeys}' graph keys it
 * leaves out handles and source lines; it also leaves out constant data and rng seeds and offsets,
 * which a chunk's program reads from the chunk when it runs. So a training loop's later steps find
 * their chunks' programs without building an IR graph at all (that import cost about as much as
 * the key did, per op, in a warm session).
 *
 * <p>Canonical ids are {@link IrGraph#renumber}'s: the values read from the session are 1..P in
 * order of first use, then the results in op order.
 */
public final class ChunkImport {
  private final List<Op> chunk;
  /** The type of canonical value i + 1 (the parameters come first). */
  private final List<TensorType> parameterTypes;
  private final Set<Long> dead;
  private final long[] handleOf;
  private final String key;
  private IrGraph graph;

  private ChunkImport(List<Op> chunk, List<TensorType> parameterTypes, Set<Long> dead, long[] handleOf, String key) {
    this.chunk = chunk;
    this.parameterTypes = parameterTypes;
    this.dead = dead;
    this.handleOf = handleOf;
    this.key = key;
  }

  /**
   * @return the import, or null when an op has no kind, reads a handle that is not defined yet or
   *     defines one that is (the session then runs the chunk op by op and reports it as Strict would)
   */
  public static ChunkImport of(List<Op> chunk, LongFunction<TensorType> sessionType, Set<Long> dead,
      Generation generation, int chips) {
    MessageDigest digest = ProgramKeys.keyDigest("chunk", generation, chips, "");
    CodedOutputStream out = CodedOutputStream.newInstance(new DigestOutputStream(java.io.OutputStream.nullOutputStream(), digest), 4096);
    // a reference to parameter i is 2i, to result j 2j+1: results are numbered after all parameters,
    // whose count is known only at the end
    HandleRefs refOf = new HandleRefs(2 * chunk.size() + 8);
    GrowableLongs parameters = new GrowableLongs(16);
    List<TensorType> parameterTypes = new ArrayList<>();
    GrowableLongs results = new GrowableLongs(chunk.size() + 1);
    try {
      for (Op op : chunk) {
        if (op.getKindCase() == Op.KindCase.KIND_NOT_SET) {
          return null;
        }
        int operands = op.getOperandsCount();
        out.writeUInt32NoTag(operands);
        for (int i = 0; i < operands; i++) {
          long handle = op.getOperands(i);
          long ref = refOf.get(handle);
          if (ref == HandleRefs.ABSENT) {
            TensorType type = sessionType.apply(handle);
            if (type == null) {
              return null;
            }
            ref = 2L * parameters.size();
            refOf.put(handle, ref);
            parameters.add(handle);
            parameterTypes.add(type);
            out.writeUInt64NoTag(ref);
            type.writeTo(out); // a parameter's type follows its first reference
            continue;
          }
          out.writeUInt64NoTag(ref);
        }
        int resultCount = op.getResultsCount();
        out.writeUInt32NoTag(resultCount);
        for (int r = 0; r < resultCount; r++) {
          long handle = op.getResults(r);
          if (refOf.get(handle) != HandleRefs.ABSENT || sessionType.apply(handle) != null) {
            return null;
          }
          refOf.put(handle, 2L * results.size() + 1);
          results.add(handle);
          out.writeBoolNoTag(dead.contains(handle));
        }
        writeStructure(op, out);
      }
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a digest stream does not fail
    }
    long[] handleOf = new long[parameters.size() + results.size() + 1];
    parameters.copyTo(handleOf, 1);
    results.copyTo(handleOf, 1 + parameters.size());
    return new ChunkImport(chunk, parameterTypes, dead, handleOf, HexFormat.of().formatHex(digest.digest()));
  }

  /**
   * The op's kind and attributes: its kind field as the op's own serialisation writes it (tag, length,
   * message), with only the type of a constant and an rng without seed and offset. The kind message is
   * written by itself rather than cut out of the whole op re-serialised, which cost 12% of a fused
   * Llama step's session thread (the op's operands, results and source line serialised for nothing).
   */
  private static void writeStructure(Op op, CodedOutputStream out) throws IOException {
    Op.KindCase kind = op.getKindCase();
    out.writeUInt32NoTag(kind.getNumber());
    switch (kind) {
      case CONSTANT -> op.getConstant().getValue().getType().writeTo(out);
      case RNG -> op.getRng().toBuilder().clearSeed().clearOffset().build().writeTo(out);
      default -> out.writeMessage(kind.getNumber(), OpKinds.message(op));
    }
  }

  /** The chunk as an IR graph in canonical numbering (built on first call: only a cache miss needs it). */
  public synchronized IrGraph graph() {
    if (graph == null) {
      Map<Long, TensorType> typeOf = new HashMap<>();
      for (int i = 0; i < parameterTypes.size(); i++) {
        typeOf.put(handleOf[i + 1], parameterTypes.get(i));
      }
      graph = IrGraph.fromChunk(chunk, typeOf::get, dead);
      graph.renumber();
    }
    return graph;
  }

  public int opCount() {
    return chunk.size();
  }

  /** The session handle of canonical value {@code id}. */
  public long handle(long id) {
    return handleOf[(int) id];
  }

  public String key() {
    return key;
  }
}

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
import org.torchtpu.api.v1.RngOp;
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
 * <p>The stream the digest reads is uniquely decodable, so two different chunks never feed it the
 * same bytes: every count comes before what it counts, a type is written field by field (dtype,
 * dims count, dims), an rng op's attributes likewise, and every other kind's message with its
 * length (as the op's own serialisation frames it). Types and rng attributes are written from
 * their known fields only, so unknown fields a client adds change nothing. (Before version 2 a
 * type was written as a raw message without its length, and could swallow the bytes after it:
 * two different chunks, of two tenants, could share a key and so a program.)
 *
 * <p>Canonical ids are {@link IrGraph#renumber}'s: the values read from the session are 1..P in
 * order of first use, then the results in op order.
 */
public final class ChunkImport {
  /**
   * Part of every key's header: programs cached (on this host or in the shared compilation cache)
   * under keys of an earlier encoding never match a key of this one.
   */
  static final String KEY_VERSION = "chunk key v2";

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
    MessageDigest digest = ProgramKeys.keyDigest(KEY_VERSION, generation, chips, "");
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
            writeType(type, out); // a parameter's type follows its first reference
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
   * message), but only the type of a constant and an rng's fields without seed and offset. The kind message is
   * written by itself rather than cut out of the whole op re-serialised, which cost 12% of a fused
   * Llama step's session thread (the op's operands, results and source line serialised for nothing).
   */
  private static void writeStructure(Op op, CodedOutputStream out) throws IOException {
    Op.KindCase kind = op.getKindCase();
    out.writeUInt32NoTag(kind.getNumber());
    switch (kind) {
      case CONSTANT -> writeType(op.getConstant().getValue().getType(), out);
      case RNG -> {
        RngOp rng = op.getRng();
        writeType(rng.getType(), out);
        out.writeEnumNoTag(rng.getDistributionValue());
        out.writeDoubleNoTag(rng.getA());
        out.writeDoubleNoTag(rng.getB());
      }
      default -> out.writeMessage(kind.getNumber(), OpKinds.message(op));
    }
  }

  /** A type from its known fields, each count before what it counts. */
  private static void writeType(TensorType type, CodedOutputStream out) throws IOException {
    out.writeEnumNoTag(type.getDtypeValue());
    int rank = type.getDimsCount();
    out.writeUInt32NoTag(rank);
    for (int d = 0; d < rank; d++) {
      out.writeInt64NoTag(type.getDims(d));
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

  /**
   * Checks a program found under this chunk's key against the values the chunk reads: each of the
   * program's parameters (canonical id i reads the chunk's i-th session value) must have that value's
   * type. Defence in depth behind the key: a program built for other inputs never runs on these buffers.
   *
   * @return null if the program fits, else what differs
   */
  public String mismatch(ExecutableProgram program) {
    long[] ids = program.parameterIds();
    List<TensorType> types = program.parameterTypes();
    for (int i = 0; i < ids.length; i++) {
      long id = ids[i];
      if (id < 1 || id > parameterTypes.size()) {
        return "the program's parameter " + i + " is value " + id + " but the chunk reads " + parameterTypes.size()
            + " values";
      }
      TensorType read = parameterTypes.get((int) id - 1);
      if (!read.equals(types.get(i))) {
        return "the program's parameter " + i + " (value " + id + ") is " + org.torchtpu.api.ir.Shapes.toString(
            types.get(i)) + " but the chunk reads " + org.torchtpu.api.ir.Shapes.toString(read);
      }
    }
    return null;
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

package org.torchtpu.client;

import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.Timing;

/**
 * How a session's ops reach the server. Eager modes differ only here: in how ops travel and
 * when the client waits, never in what an op computes.
 */
public interface Transport extends AutoCloseable {
  /** Submits the next op of the session (results and operands already named). */
  void submit(Op op);

  /**
   * Submits the next op, with the source line that issued it kept beside the op rather than in
   * it: a transport that batches ops sends each distinct line of a batch once (a chain of ops from
   * one line repeats it). Others put the line into the op, as {@link #submit(Op)} expects it.
   */
  default void submit(Op op, SourceLocation location) {
    submit(location.equals(SourceLocation.getDefaultInstance()) ? op : op.toBuilder().setLocation(location).build());
  }

  /** Stores host data under a new handle. */
  void upload(long handle, TensorLiteral data);

  /** A sync point: waits for the value and returns it; throws {@link TpuException} for an earlier failed op. */
  TensorLiteral download(long handle);

  /**
   * As {@link #download(long)}, for a value of a type the caller knows: a transport may then bring a small value back
   * with the ops it sends instead of with a call of its own.
   */
  default TensorLiteral download(long handle, org.torchtpu.api.v1.TensorType type) {
    return download(handle);
  }

  /** A sync point: waits until every submitted op has run. */
  void synchronize();

  /**
   * The client no longer needs this handle; freed after the ops already submitted. A transport
   * that defers ops may instead tell the server the value is dead, if the op defining it has
   * not been sent yet.
   */
  void free(long handle);

  /**
   * The garbage collector found this handle's tensor unreachable: freed after the ops already
   * submitted, but never declared dead in a chunk, so that how ops are chunked and fused never
   * depends on when the collector ran (a repeated loop then repeats its chunks exactly).
   */
  default void release(long handle) {
    free(handle);
  }

  /**
   * Sends deferred ops now, without waiting for them to run: the hook run before anything that
   * must see every earlier op on the server, such as a collective. A no-op for transports that
   * send each op at once.
   */
  default void flush() {}

  /** Runtime/Compile for the session: compiles a whole graph into a program that a {@code CallOp} runs. */
  default CompileResponse compile(Graph graph, CompileOptions options) {
    throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot compile graphs");
  }

  /** Runtime/Compile of an SPMD graph (CompileRequest.spmd): the answer describes the rank's program. */
  default CompileResponse compileSpmd(Graph graph, CompileOptions options, org.torchtpu.api.v1.SpmdOptions spmd) {
    throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot compile SPMD graphs");
  }

  /** Wall and simulated device time of everything completed so far. */
  Timing totals();

  @Override
  void close();
}

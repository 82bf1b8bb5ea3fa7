package org.torchtpu.client;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.torchtpu.client.ThreadScopes.ThreadState;

/**
 * Frees, when closed, the tensors its thread created in its session while it was open ({@link Session#scope}), but
 * those {@linkplain #keep kept} and those that escaped (into a parameter or optimizer state through
 * {@link Tensor#setData}, or as a leaf's gradient). It never frees a value made outside it: a tensor made inside
 * that took over an older tensor's value ({@link Tensor#setData}) keeps it. Scopes nest: what an inner scope keeps belongs to the outer one
 * afterwards. A scope is used by the thread that opened it and closed in the reverse order of opening (try with
 * resources); a tensor read after its scope freed it fails with NOT_FOUND on the server. The scope holds what it
 * tracks until it closes, so the garbage collector frees none of it before: scope a step, not a whole loop.
 */
public final class TensorScope implements AutoCloseable {
  private final Session session;
  private final ThreadState thread;
  private final Thread opener = Thread.currentThread();
  private final TensorScope outer;
  /** Where this scope's tensors start in the thread's list (the outer scopes' come first). */
  private final int from;
  private final List<Tensor> kept = new ArrayList<>();
  private boolean closed;

  TensorScope(Session session, ThreadState thread) {
    this.session = session;
    this.thread = thread;
    this.outer = thread.tensorScope;
    this.from = thread.tensorScopeCreated.size();
  }

  /** Keeps {@code tensor} past this scope (to the outer scope, if any); returns it. */
  public Tensor keep(Tensor tensor) {
    kept.add(tensor);
    return tensor;
  }

  /** Keeps every one of {@code tensors} past this scope. */
  public void keep(Tensor... tensors) {
    kept.addAll(Arrays.asList(tensors));
  }

  /** Keeps every one of {@code tensors} past this scope. */
  public void keep(Collection<Tensor> tensors) {
    kept.addAll(tensors);
  }

  /** Frees what this scope's thread created since it opened, but the kept and escaped tensors. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    if (Thread.currentThread() != opener) {
      throw new IllegalStateException("TensorScope: closed by " + Thread.currentThread().getName()
          + ", opened by " + opener.getName() + ": a scope belongs to its thread");
    }
    if (thread.tensorScope != this) {
      throw new IllegalStateException("TensorScope: an inner scope opened after this one is still open; close "
          + "scopes in the reverse order of opening (try with resources)");
    }
    closed = true;
    List<Tensor> mine = thread.tensorScopeCreated.subList(from, thread.tensorScopeCreated.size());
    List<Tensor> survivors = session.releaseScope(mine, kept);
    mine.clear();
    thread.tensorScope = outer;
    if (outer != null) {
      thread.tensorScopeCreated.addAll(survivors); // the outer scope decides about them
    }
  }
}

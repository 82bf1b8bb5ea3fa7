package org.torchtpu.client;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.torchtpu.api.v1.SourceLocation;

/**
 * The per-thread state of a {@link Session}'s tensor calls: the open decomposition scope and the
 * tensors it created, the caller's line its ops share, and the function being traced. Threads
 * may use one session at once; each has its own scopes.
 */
final class ThreadScopes {
  /**
   * Tensors an outermost {@link #atOneCallSite} body may create and still mark its own ({@link Tensor#markSdkInternal}):
   * a model's forward and loss make a few thousand; a body that loops longer keeps its tensors to the collector.
   */
  static final int MAX_TRACKED = 1 << 16;
  private final ThreadLocal<ThreadState> threadState = ThreadLocal.withInitial(ThreadState::new);
  /** Frees the temporaries of a finished outermost scope, keeping the escaping tensors. */
  private final BiConsumer<List<Tensor>, Collection<Tensor>> release;

  ThreadScopes(BiConsumer<List<Tensor>, Collection<Tensor>> release) {
    this.release = release;
  }

  static final class ThreadState {
    int scopeDepth;
    /** Tensors created inside the outermost open scope. */
    final List<Tensor> created = new ArrayList<>();
    /**
     * The caller's line, found when the outermost scope (or {@link #atOneCallSite} body) opens. A
     * scope's body is SDK code (it never calls back into user code), so every op it emits has the
     * same first frame outside the SDK; walking the stack once per user-level operation instead of
     * once per wire op, and from the scope's entry rather than from an op's emit (5 SDK frames to
     * pass instead of about 13), matters because the walk is the client's largest per-op cost.
     */
    SourceLocation scopeLocation;
    /** Open {@link #atOneCallSite} bodies: they keep {@link #scopeLocation} across their tensor calls. */
    int callSiteDepth;
    /** An outermost {@link #atOneCallSite} body is open: the tensors it creates are collected in {@link #callSiteCreated}. */
    boolean callSiteTracking;
    /** Tensors created inside the open outermost {@link #atOneCallSite} body. */
    final List<Tensor> callSiteCreated = new ArrayList<>();
    /** The body made more than {@link #MAX_TRACKED} tensors: it marks none (the list must not hold a long loop's tensors). */
    boolean callSiteOverflowed;

    void trackCallSite(List<Tensor> results) {
      if (callSiteCreated.size() + results.size() > MAX_TRACKED) {
        callSiteTracking = false;
        callSiteOverflowed = true;
        callSiteCreated.clear();
        return;
      }
      for (int i = 0; i < results.size(); i++) {
        callSiteCreated.add(results.get(i)); // addAll would copy the list through toArray
      }
    }
    Trace trace;
    /** The innermost open {@link TensorScope} of this thread, or null. */
    TensorScope tensorScope;
    /** The tensors created on this thread while a {@link TensorScope} is open, the outer scopes' first. */
    final List<Tensor> tensorScopeCreated = new ArrayList<>();

    /** Puts fresh tensors into the open {@link TensorScope}, if any. */
    void trackInTensorScope(List<Tensor> results) {
      if (tensorScope != null) {
        for (int i = 0; i < results.size(); i++) {
          tensorScopeCreated.add(results.get(i));
        }
      }
    }

    /** No scope and no {@link #atOneCallSite} body is open: a tensor call here starts from user code. */
    boolean outermost() {
      return scopeDepth == 0 && callSiteDepth == 0;
    }
  }

  /** This thread's state. */
  ThreadState here() {
    return threadState.get();
  }

  static SourceLocation callerLocation(ThreadState here) {
    if (here.outermost()) {
      return CallerLocation.find();
    }
    if (here.scopeLocation == null) {
      here.scopeLocation = CallerLocation.find();
    }
    return here.scopeLocation;
  }

  /** {@link Session#scoped}: runs {@code body} as one operation, then releases what did not escape. */
  <T> T scoped(Supplier<T> body, Function<T, Collection<Tensor>> escaping) {
    ThreadState here = threadState.get();
    if (here.scopeDepth > 0 || here.trace != null) {
      // An inner scope: its temporaries are the outer scope's too, and the outer one decides.
      // Traced values have no device memory to free.
      here.scopeDepth++;
      try {
        return body.get();
      } finally {
        here.scopeDepth--;
        forgetLocationWhenOutermost(here);
      }
    }
    if (here.outermost()) {
      here.scopeLocation = CallerLocation.find();
    }
    here.scopeDepth = 1;
    Collection<Tensor> kept = List.of();
    try {
      T result = body.get();
      if (result != null) {
        kept = escaping.apply(result);
      }
      return result;
    } finally {
      here.scopeDepth = 0;
      forgetLocationWhenOutermost(here);
      release.accept(here.created, kept);
      here.created.clear();
    }
  }

  private static void forgetLocationWhenOutermost(ThreadState here) {
    if (here.outermost()) {
      here.scopeLocation = null;
    }
  }

  /** {@link Session#atOneCallSite}: one stack walk for every op {@code body} emits. */
  <T> T atOneCallSite(Supplier<T> body) {
    return atOneCallSite(body, null);
  }

  /**
   * As {@link #atOneCallSite(Supplier)}; when it returns, the tensors the body created go to {@code created}: none when
   * the outermost body is not tracked (traced, or inside a decomposition) or made more than {@link #MAX_TRACKED}.
   */
  <T> T atOneCallSite(Supplier<T> body, List<Tensor> created) {
    ThreadState here = threadState.get();
    boolean tracks = here.outermost() && here.trace == null;
    if (here.outermost()) {
      here.scopeLocation = CallerLocation.find();
    }
    here.callSiteDepth++;
    here.callSiteTracking |= tracks;
    int from = here.callSiteCreated.size(); // a nested body's tensors follow its outer bodies' in the one list
    try {
      T result = body.get();
      if (created != null && here.callSiteTracking && !here.callSiteOverflowed) {
        created.addAll(here.callSiteCreated.subList(from, here.callSiteCreated.size()));
      }
      if (tracks && !here.callSiteOverflowed && result instanceof Tensor returned) {
        // the body (SDK code, no user code inside) hands the caller only this tensor: the rest are the SDK's own
        for (Tensor t : here.callSiteCreated) {
          if (t.handle() != returned.handle()) { // not the returned value, nor what it was detached from
            t.markSdkInternal();
          }
        }
      }
      return result;
    } finally {
      here.callSiteDepth--;
      if (tracks) {
        here.callSiteTracking = false;
        here.callSiteOverflowed = false;
        here.callSiteCreated.clear();
      }
      forgetLocationWhenOutermost(here);
    }
  }
}

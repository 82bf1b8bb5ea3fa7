package org.torchtpu.service.security;

import io.grpc.Context;
import io.grpc.ForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.Status;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A gRPC call authenticated by a key that may be revoked while the call is open. {@link #revoke} closes it with the
 * revocation's status from whatever thread reloads the keys, cancels its context (kernels and waits that ask the
 * context stop), and tells its handler the call was cancelled (its listener's {@code onCancel}), so it gives back what
 * it holds as when its client cancels. The revocation tells the handler itself, not through the transport's end of
 * the call: a client that grants no HTTP/2 window keeps the closing trailers unsent, and the transport's
 * {@code onComplete} never comes. The handler hears of the call's end once: from the revocation or from the transport.
 * gRPC's calls are not thread-safe: the handler's own sends and closes and the revocation's close take this call's
 * monitor (uncontended but at a revocation: one call's lock, never one shared between calls), and the handler's sends
 * after it are dropped. The handler's callbacks run outside the monitor; a revocation arriving during one tells the
 * handler when that callback returns, so the handler never runs two callbacks at once.
 */
final class RevocableCall<Q, R> extends ForwardingServerCall.SimpleForwardingServerCall<Q, R>
    implements KeyGrant.OpenCall {
  private static final Logger LOG = LoggerFactory.getLogger(RevocableCall.class);

  private final Context.CancellableContext context;
  /** Guarded by this: the call was closed, by its handler or by the revocation. */
  private boolean closed;
  /** Set under this; read without it to drop the handler's sends and the client's messages after a revocation. */
  private volatile boolean revoked;
  /** Guarded by this: a transport callback (message, half-close, ready) is running in the handler. */
  private boolean inCallback;
  /** Guarded by this: the handler was told the call ended (its onCancel or onComplete ran or runs now). */
  private boolean told;
  /** Set once by {@link #listen}: the handler's listener and the grant the call leaves when it ends. */
  private ServerCall.Listener<Q> handler;
  private KeyGrant grant;

  RevocableCall(ServerCall<Q, R> call, Context.CancellableContext context) {
    super(call);
    this.context = context;
  }

  /** The handler's listener, told of a revocation as of a cancel, and leaving {@code grant} when the call ends. */
  ServerCall.Listener<Q> listen(ServerCall.Listener<Q> handler, KeyGrant grant) {
    boolean revokedWhileStarting;
    synchronized (this) {
      this.handler = handler;
      this.grant = grant;
      revokedWhileStarting = revoked && !told;
      told |= revokedWhileStarting;
    }
    if (revokedWhileStarting) {
      tellRevoked();
    }
    return new ServerCall.Listener<>() {
      @Override
      public void onMessage(Q message) {
        if (enterCallback()) {
          try {
            handler.onMessage(message);
          } finally {
            leaveCallback();
          }
        }
      }

      @Override
      public void onHalfClose() {
        if (enterCallback()) {
          try {
            handler.onHalfClose();
          } finally {
            leaveCallback();
          }
        }
      }

      @Override
      public void onReady() {
        if (enterCallback()) {
          try {
            handler.onReady();
          } finally {
            leaveCallback();
          }
        }
      }

      @Override
      public void onComplete() {
        grant.leave(RevocableCall.this);
        if (tellOnce()) {
          handler.onComplete();
        }
      }

      @Override
      public void onCancel() {
        grant.leave(RevocableCall.this);
        if (tellOnce()) {
          handler.onCancel();
        }
      }
    };
  }

  private synchronized boolean enterCallback() {
    if (revoked) {
      return false;
    }
    inCallback = true;
    return true;
  }

  /** Ends a callback; tells the handler of a revocation that came during it. */
  private void leaveCallback() {
    boolean tell;
    synchronized (this) {
      inCallback = false;
      tell = revoked && !told;
      told |= tell;
    }
    if (tell) {
      tellRevoked();
    }
  }

  private synchronized boolean tellOnce() {
    boolean tell = !told;
    told = true;
    return tell;
  }

  /** The handler (in the call's context: {@link #listen} is given it so) hears the revocation as a cancel. */
  private void tellRevoked() {
    grant.leave(this);
    try {
      handler.onCancel();
    } catch (RuntimeException e) {
      // as gRPC's own executor would: logged, and the revocation goes on to the key's other calls and other keys
      LOG.warn("a revoked call's handler failed on its cancel", e);
    }
  }

  @Override
  public void revoke(Status status) {
    boolean tell;
    synchronized (this) {
      if (revoked) {
        return;
      }
      revoked = true;
      if (!closed) {
        closed = true;
        super.close(status, new Metadata());
      }
      // before listen() there is no handler yet: listen() tells it
      tell = handler != null && !inCallback && !told;
      told |= tell;
    }
    context.cancel(status.asRuntimeException());
    if (tell) {
      tellRevoked();
    }
  }

  @Override
  public synchronized void sendHeaders(Metadata headers) {
    if (!revoked) {
      super.sendHeaders(headers);
    }
  }

  @Override
  public synchronized void sendMessage(R message) {
    if (!revoked) {
      super.sendMessage(message);
    }
  }

  @Override
  public synchronized void close(Status status, Metadata trailers) {
    if (!revoked) {
      closed = true;
      super.close(status, trailers);
    }
  }

  @Override
  public boolean isCancelled() {
    return revoked || super.isCancelled();
  }

  @Override
  public boolean isReady() {
    return !revoked && super.isReady();
  }
}

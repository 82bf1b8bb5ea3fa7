package org.torchtpu.client;

import org.torchtpu.api.v1.TensorType;

/** A handle to a tensor that lives on the server. */
public final class Tensor {
  private final Session session;
  private final long handle;
  private final TensorType type;

  Tensor(Session session, long handle, TensorType type) {
    this.session = session;
    this.handle = handle;
    this.type = type;
  }

  public Session session() {
    return session;
  }

  public long handle() {
    return handle;
  }

  public TensorType type() {
    return type;
  }
}

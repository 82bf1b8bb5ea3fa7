package org.torchtpu.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;

/**
 * One tenant's use of one chip. Tensors created here live on the server; the session names
 * them with handles, works out their types locally (so nothing waits for the server until a
 * value is read), and sends each op through the transport of its eager mode.
 *
 * <p>Factories ({@code zeros}, {@code randn}, {@code tensor}, ...) come from {@link TensorFactories}.
 */
public final class Session extends TensorFactories implements AutoCloseable {
  private final SessionInfo info;
  private final TransportFactory transports;
  private final AtomicLong nextHandle = new AtomicLong(1);
  private final HandleReaper reaper;
  private final Runnable onClose;
  private boolean closed;
  private volatile EagerMode mode;
  private volatile Transport transport;

  /** Builds a transport for a mode; the client supplies gRPC ones, tests may supply fakes. */
  public interface TransportFactory {
    Transport open(EagerMode mode);
  }

  public Session(SessionInfo info, EagerMode mode, TransportFactory transports) {
    this(info, mode, transports, () -> {});
  }

  /** @param onClose releases the server side of the session (the client's CloseSession call) */
  public Session(SessionInfo info, EagerMode mode, TransportFactory transports, Runnable onClose) {
    this.info = info;
    this.transports = transports;
    this.onClose = onClose;
    this.mode = mode;
    this.transport = transports.open(mode);
    this.reaper = new HandleReaper();
  }

  public String id() {
    return info.getSessionId();
  }

  public SessionInfo info() {
    return info;
  }

  public ChipSpec spec() {
    return info.getSpec();
  }

  public EagerMode mode() {
    return mode;
  }

  /** Switches eager mode; ops already sent finish first, so results are unaffected. */
  public synchronized void setMode(EagerMode newMode) {
    if (newMode == mode) {
      return;
    }
    transport.synchronize();
    transport.close();
    transport = transports.open(newMode);
    mode = newMode;
  }

  /**
   * Emits one op: types its results with the op set's rules (so errors in shapes show here,
   * at the caller's line), names them, records the caller's source line and sends it.
   *
   * @param op an op with its kind set; operands and results are filled in here
   */
  @Override
  public synchronized List<Tensor> emit(Op.Builder op, List<Tensor> operands) {
    List<TensorType> operandTypes = new ArrayList<>(operands.size());
    op.clearOperands().clearResults();
    for (Tensor t : operands) {
      if (t.session() != this) {
        throw new IllegalArgumentException("tensor " + t + " belongs to another session");
      }
      operandTypes.add(t.type());
      op.addOperands(t.handle());
    }
    List<TensorType> resultTypes = TypeInference.infer(op.build(), operandTypes);
    List<Tensor> results = new ArrayList<>(resultTypes.size());
    for (TensorType type : resultTypes) {
      long handle = nextHandle.getAndIncrement();
      op.addResults(handle);
      results.add(track(new Tensor(this, handle, type)));
    }
    if (!op.hasLocation()) {
      op.setLocation(CallerLocation.find());
    }
    reaper.drain(transport);
    transport.submit(op.build());
    return results;
  }

  @Override
  public synchronized Tensor upload(TensorLiteral data) {
    long handle = nextHandle.getAndIncrement();
    Tensor t = track(new Tensor(this, handle, data.getType()));
    transport.upload(handle, data);
    return t;
  }

  /** A sync point: the tensor's value from the device. */
  public TensorLiteral read(Tensor tensor) {
    Objects.requireNonNull(tensor);
    if (tensor.session() != this) {
      throw new IllegalArgumentException("tensor " + tensor + " belongs to another session");
    }
    Transport current;
    synchronized (this) {
      reaper.drain(transport);
      current = transport;
    }
    return current.download(tensor.handle());
  }

  /**
   * Frees the tensor's device memory now, instead of when the garbage collector notices the
   * tensor is unreachable. The tensor must not be used afterwards.
   */
  public synchronized void free(Tensor tensor) {
    if (tensor.session() != this) {
      throw new IllegalArgumentException("tensor " + tensor + " belongs to another session");
    }
    reaper.forget(tensor);
    transport.free(tensor.handle());
  }

  /** A sync point: waits for every op sent so far; throws for the first one that failed. */
  public void synchronize() {
    Transport current;
    synchronized (this) {
      current = transport;
    }
    current.synchronize();
  }

  /** Wall and simulated device time of everything this session completed so far. */
  public Timing timing() {
    return transport.totals();
  }

  private Tensor track(Tensor t) {
    reaper.register(t);
    return t;
  }

  /** Finishes queued ops, then closes the session on the server (freeing all its values). */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      transport.close();
    } finally {
      onClose.run();
    }
  }
}

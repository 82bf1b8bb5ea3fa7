package org.torchtpu.service.grpc;

import com.google.protobuf.Message;
import io.grpc.ForwardingServerCall;
import io.grpc.ForwardingServerCallListener;
import io.grpc.KnownLength;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * The pre-parse bound on every method of a service: a request larger than its {@link Limits#checkedAboveBytes()} is
 * refused {@code RESOURCE_EXHAUSTED} before gRPC's parse when the heap its structure would take once parsed (every
 * message, list, element, string object and unknown field; {@link MessageShape}) is estimated above
 * {@link Limits#maxParsedHeapBytes()}. gRPC's parse would otherwise allocate gigabytes for a 64 MiB message of empty
 * repeated fields or unknown fields (any message type takes those). The contents of {@code bytes} and {@code string}
 * fields are not counted (they parse to about their size, which the server's max-inbound-message-size bounds), so
 * constants, programs and module text of any size still pass; so does an honest traced graph of hundreds of thousands
 * of ops. A large request whose encoding is malformed is refused {@code INVALID_ARGUMENT} rather than parsed.
 *
 * <p>Each method's request marshaller is wrapped ({@link #marshaller}); a refused request is handed on as the empty
 * message, and the method's handler, wrapped too, ends the call with the refusal when it is handed that message (a
 * status thrown from a marshaller reaches the client as UNKNOWN "Application error processing RPC"). The method's own
 * handler is then told the call was cancelled, and whatever it sends afterwards is dropped. gRPC parses a message and
 * hands it to the call's listener on the same thread, one after the other, so the refusal waits in a thread-local slot
 * for the very message it was made for.
 *
 * <p>Services apply it in their {@code bindService()} ({@link #bind}); the server's global interceptors wrap the result
 * as they wrap any service, so they still see every method.
 */
public final class StructureBound {
  /**
   * Messages up to this size are parsed as they come: just above the SDK's upload chunk of 1 MiB and its framing, so
   * uploads are neither copied nor scanned. At worst (empty ops, measured) such a message parses to about 40 MiB.
   */
  public static final long CHECKED_ABOVE_BYTES = (1 << 20) + (64 << 10);
  /**
   * The most heap a larger message's structure may take once parsed, as {@link MessageShape} estimates it. The
   * SDK-traced train step of the golden tiny Llama, repeated to 200,000 ops (20 MB on the wire, about 100 bytes and
   * 650 heap bytes per op: ids, kind, a source location with its file and function), is estimated at 147 MB, under
   * half of this (ExecuteStreamBindingTest); the graphs it bounds reach about 450,000 such ops. A message at this
   * bound keeps at most this much once parsed and allocates a few times as much on the way (its lists' growth). A
   * 64 MiB message of empty ops is estimated at over 2 GiB and refused after a scan of its first few MiB.
   */
  public static final long MAX_PARSED_HEAP_BYTES = 320L << 20;

  /**
   * When a method's requests are checked, the bound they are checked against, and the largest request it takes on the
   * wire (refused while it arrives when the server counts requests in flight, {@link InFlightBudget}, else before it
   * is parsed; the server's max-inbound-message-size bounds every method besides).
   */
  public record Limits(long checkedAboveBytes, long maxParsedHeapBytes, long maxWireBytes) {
    /** These limits for requests of at most {@code bytes} on the wire. */
    public Limits wireAtMost(long bytes) {
      return new Limits(checkedAboveBytes, maxParsedHeapBytes, bytes);
    }
  }

  /** The limits of the services' own methods taking large requests (graphs, programs, Fabric parts). */
  public static final Limits DEFAULT = new Limits(CHECKED_ABOVE_BYTES, MAX_PARSED_HEAP_BYTES, Long.MAX_VALUE);
  /**
   * The limits of methods whose requests are a few ids, names and numbers (open a session, free handles, describe,
   * heartbeats): 1 MiB on the wire is hundreds of times what the SDK, tpuctl and the hosts send.
   */
  public static final Limits SMALL = DEFAULT.wireAtMost(1 << 20);
  /**
   * The limits of gRPC's health and reflection services, open without a key: their requests are a few bytes to a few
   * KiB, so one over 64 KiB is refused while it arrives.
   */
  public static final Limits OPEN = new Limits(64 << 10, 1 << 20, 64 << 10);

  /** The refusal of the message this thread parsed last, and that message (as handed on); null when none. */
  private static final class Refused {
    Object message;
    Status status;
    Metadata trailers; // null: none but the status
  }

  private static final ThreadLocal<Refused> LAST = ThreadLocal.withInitial(Refused::new);

  private StructureBound() {}

  /** {@code service} with every method's requests checked before they are parsed ({@link #DEFAULT}). */
  public static ServerServiceDefinition bind(ServerServiceDefinition service) {
    return bind(service, DEFAULT);
  }

  /**
   * {@code service} with every method's requests checked against {@code limits} before they are parsed.
   *
   * @throws IllegalStateException when a method's request marshaller does not name its protobuf message type (not a
   *     {@link MethodDescriptor.PrototypeMarshaller} of a {@link Message}): its requests could not be checked, so the
   *     service fails at start-up instead of serving that method unbounded
   */
  public static ServerServiceDefinition bind(ServerServiceDefinition service, Limits limits) {
    return bind(service, limits, Map.of());
  }

  /**
   * {@code service} with the methods named in {@code byMethod} (bare names: "Upload") checked against their own limits,
   * every other against {@code limits}.
   *
   * @throws IllegalArgumentException when {@code byMethod} names a method the service does not have
   */
  public static ServerServiceDefinition bind(ServerServiceDefinition service, Limits limits,
      Map<String, Limits> byMethod) {
    for (String name : byMethod.keySet()) {
      if (service.getMethod(service.getServiceDescriptor().getName() + "/" + name) == null) {
        throw new IllegalArgumentException(service.getServiceDescriptor().getName() + " has no method " + name);
      }
    }
    return ServiceRebinding.map(service,
        m -> bound(m, byMethod.getOrDefault(m.getMethodDescriptor().getBareMethodName(), limits)));
  }

  /** Whether {@code method}'s requests are checked (tests). */
  public static boolean bounds(MethodDescriptor<?, ?> method) {
    return method.getRequestMarshaller() instanceof Bounded<?>;
  }

  /** The limits {@code method}'s requests are checked against, or null when they are not checked. */
  public static Limits limits(MethodDescriptor<?, ?> method) {
    return method.getRequestMarshaller() instanceof Bounded<?> b ? b.limits : null;
  }

  private static <Q, R> ServerMethodDefinition<Q, R> bound(ServerMethodDefinition<Q, R> m, Limits limits) {
    MethodDescriptor<Q, R> d = m.getMethodDescriptor();
    if (bounds(d)) {
      return m;
    }
    MethodDescriptor.Marshaller<Q> checked = marshaller(d.getRequestMarshaller(), limits);
    if (!(checked instanceof Bounded<?>)) {
      throw new IllegalStateException(d.getFullMethodName() + "'s request marshaller " + d.getRequestMarshaller()
          + " does not name its protobuf message type, so its requests cannot be checked before they are parsed");
    }
    return ServerMethodDefinition.create(d.toBuilder(checked, d.getResponseMarshaller()).build(),
        refusing(m.getServerCallHandler()));
  }

  /** As {@link #marshaller(MethodDescriptor.Marshaller, Limits)} with {@link #DEFAULT}. */
  public static <T> MethodDescriptor.Marshaller<T> marshaller(MethodDescriptor.Marshaller<T> delegate) {
    return marshaller(delegate, DEFAULT);
  }

  /**
   * A marshaller parsing as {@code delegate} does, after checking a large message against {@code limits}.
   * {@code delegate} must know its message type ({@link MethodDescriptor.PrototypeMarshaller}, as protobuf's are); one
   * that does not is returned unchanged ({@link #bind} refuses it). A message read to check it goes to
   * {@code delegate} as {@link WireBytes}.
   */
  public static <T> MethodDescriptor.Marshaller<T> marshaller(MethodDescriptor.Marshaller<T> delegate, Limits limits) {
    if (delegate instanceof Bounded<?> || !(delegate instanceof MethodDescriptor.PrototypeMarshaller<T> p)
        || !(p.getMessagePrototype() instanceof Message)) {
      return delegate;
    }
    return new Bounded<>(p, limits);
  }

  private static final class Bounded<T> implements MethodDescriptor.PrototypeMarshaller<T> {
    private final MethodDescriptor.PrototypeMarshaller<T> delegate;
    private final Message prototype;
    private final Limits limits;

    Bounded(MethodDescriptor.PrototypeMarshaller<T> delegate, Limits limits) {
      this.delegate = delegate;
      this.prototype = (Message) delegate.getMessagePrototype();
      this.limits = limits;
    }

    @Override
    public InputStream stream(T value) {
      return delegate.stream(value);
    }

    @Override
    public T parse(InputStream stream) {
      Refused last = LAST.get();
      last.message = null;
      last.status = null;
      last.trailers = null;
      byte[] wire;
      try {
        if (stream instanceof KnownLength) {
          int length = stream.available(); // a known-length stream's available() is its whole length
          if (length > limits.maxWireBytes()) {
            return refuse(overCeiling("a " + type() + " of " + length + " bytes is"), last);
          }
          if (length <= limits.checkedAboveBytes()) {
            return delegate.parse(stream);
          }
          wire = readFully(stream, length);
        } else {
          // a compressed message: gRPC bounds what it inflates by the inbound limit, and a few KiB of gzip may inflate
          // to 64 MiB of structure, so it is read and checked as any other
          // (no more than the method's ceiling and one byte, so that a gzip bomb is not inflated past it either)
          // (maxWireBytes + 1 overflows for the unlimited methods: capped at the largest array first)
          wire = stream.readNBytes((int) Math.min(Integer.MAX_VALUE - 8L, Math.min(limits.maxWireBytes(),
              Integer.MAX_VALUE) + 1));
          if (wire.length > limits.maxWireBytes()) {
            return refuse(overCeiling("a " + type() + " read whole (inflated, if compressed) is"), last);
          }
          if (wire.length <= limits.checkedAboveBytes()) {
            return delegate.parse(new WireBytes(wire));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      String type = type();
      long heap = MessageShape.parsedHeap(wire, wire.length, prototype.getDescriptorForType(),
          limits.maxParsedHeapBytes());
      Status refusal = heap == MessageShape.MALFORMED
          ? Status.INVALID_ARGUMENT.withDescription("a " + type + " of " + wire.length + " bytes is not a valid "
              + "encoding of " + prototype.getDescriptorForType().getFullName() + " (truncated, a bad length or tag, "
              + "or nested too deep)")
          : heap > limits.maxParsedHeapBytes()
          ? Status.RESOURCE_EXHAUSTED.withDescription("a " + type + " of " + wire.length + " bytes would take more "
              + "than " + limits.maxParsedHeapBytes() + " bytes of heap once parsed, besides the contents of its bytes "
              + "and string fields (its messages, lists, list entries and unknown fields; a message larger than "
              + limits.checkedAboveBytes() + " bytes is checked before it is parsed)")
          : null;
      if (refusal != null) {
        return refuse(refusal, last);
      }
      InFlightBudget.Held held = InFlightBudget.HELD.get();
      // the array read here is held as well as the parsed structure when the wire bytes were not counted (inflated)
      StatusRuntimeException overBudget = held == null ? null
          : held.takeParsed(heap + (stream instanceof KnownLength ? 0 : wire.length));
      if (overBudget != null) {
        T empty = refuse(overBudget.getStatus(), last);
        last.trailers = overBudget.getTrailers(); // its retry hint
        return empty;
      }
      return delegate.parse(new WireBytes(wire));
    }

    private Status overCeiling(String request) {
      return Status.RESOURCE_EXHAUSTED.withDescription(request + " more than " + limits.maxWireBytes()
          + " bytes, the most this method takes");
    }

    private String type() {
      return prototype.getDescriptorForType().getName();
    }

    private T refuse(Status refusal, Refused last) {
      T empty = delegate.getMessagePrototype();
      last.message = empty;
      last.status = refusal;
      return empty;
    }

    @Override
    public T getMessagePrototype() {
      return delegate.getMessagePrototype();
    }

    @Override
    public Class<T> getMessageClass() {
      return delegate.getMessageClass();
    }
  }

  private static byte[] readFully(InputStream stream, int length) throws IOException {
    byte[] wire = new byte[length]; // one array: readNBytes would gather chunks and copy them
    int read = 0;
    while (read < length) {
      int n = stream.read(wire, read, length - read);
      if (n < 0) {
        throw new java.io.EOFException("the message ended after " + read + " of " + length + " bytes");
      }
      read += n;
    }
    return wire;
  }

  /**
   * The refusal made for {@code message}, with the trailers it goes out with (a retry hint), when it is what this thread
   * parsed last, else null; empties the slot.
   */
  private static StatusRuntimeException takeRefusal(Object message) {
    Refused last = LAST.get();
    StatusRuntimeException refusal = last.message == message && last.status != null
        ? new StatusRuntimeException(last.status, last.trailers) : null;
    last.message = null;
    last.status = null;
    last.trailers = null;
    return refusal;
  }

  /** {@code next}, except that a call handed a refused message ends with its refusal (see the class comment). */
  static <Q, R> ServerCallHandler<Q, R> refusing(ServerCallHandler<Q, R> next) {
    return (call, headers) -> {
      RefusableCall<Q, R> guarded = new RefusableCall<>(call);
      InFlightBudget.Held held = chargedToCaller();
      // a single request message is held until the call ends; a streamed one only until its handler has it
      InFlightBudget.Held handOver = call.getMethodDescriptor().getType().clientSendsOneMessage() ? null : held;
      if (held != null) {
        held.refuseWith(guarded::refuse); // a stalled message, refused from another call's transport thread
      }
      ServerCall.Listener<Q> inner = next.startCall(guarded, headers);
      return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(inner) {
        @Override
        public void onMessage(Q message) {
          if (guarded.refused()) {
            return;
          }
          StatusRuntimeException refusal = takeRefusal(message);
          if (refusal != null) {
            guarded.refuse(refusal);
            if (guarded.tellHandler()) {
              super.onCancel(); // the handler stops as for a cancelled call; nothing it sends now goes out
            }
            return;
          }
          try {
            super.onMessage(message);
          } finally {
            if (handOver != null) {
              handOver.handed();
            }
          }
        }

        @Override
        public void onHalfClose() {
          if (!guarded.refused()) {
            super.onHalfClose();
          }
        }

        @Override
        public void onCancel() {
          if (!guarded.refused() || guarded.tellHandler()) {
            super.onCancel();
          }
        }

        @Override
        public void onComplete() {
          if (!guarded.refused()) {
            super.onComplete();
          } else if (guarded.tellHandler()) {
            super.onCancel(); // refused from another thread (a stalled message): the handler learns it here
          }
        }

        @Override
        public void onReady() {
          if (!guarded.refused()) {
            super.onReady();
          }
        }
      };
    };
  }

  /**
   * The in-flight accounting of the call starting on this thread (null when the server does not count), told whose
   * requests these are: a tenant's count against the host and the tenant, a call without a key (security off, health,
   * reflection) against the host only, and the services' and operators' own calls (Fabric parts, cache Puts) not at all.
   */
  private static InFlightBudget.Held chargedToCaller() {
    InFlightBudget.Held held = InFlightBudget.HELD.get();
    if (held == null) {
      return null;
    }
    Caller caller = Callers.current();
    if (caller != null && !caller.isTenant()) {
      held.exempt();
      return null;
    }
    held.chargeTo(caller == null ? null : caller.owner());
    return held;
  }

  /**
   * The call as its handler sees it: once refused, closed with the refusal, cancelled as far as the handler can tell,
   * and deaf to what the handler still sends (its other threads may be answering meanwhile: the call's methods take
   * one lock, so the refusal's close never runs at once with a send).
   */
  private static final class RefusableCall<Q, R> extends ForwardingServerCall.SimpleForwardingServerCall<Q, R> {
    private volatile boolean refused;
    private boolean closed; // under the lock
    private final AtomicBoolean handlerTold = new AtomicBoolean();

    RefusableCall(ServerCall<Q, R> call) {
      super(call);
    }

    boolean refused() {
      return refused;
    }

    /** True once only: whether the handler is still to be told of the refusal (on the call's own thread). */
    boolean tellHandler() {
      return handlerTold.compareAndSet(false, true);
    }

    synchronized void refuse(StatusRuntimeException refusal) {
      if (closed) {
        return; // the handler closed it already (a refusal from another thread may come late)
      }
      refused = true;
      closed = true;
      super.close(refusal.getStatus(), refusal.getTrailers() == null ? new Metadata() : refusal.getTrailers());
    }

    @Override
    public synchronized void sendHeaders(Metadata headers) {
      if (!refused) {
        super.sendHeaders(headers);
      }
    }

    @Override
    public synchronized void sendMessage(R message) {
      if (!refused) {
        super.sendMessage(message);
      }
    }

    @Override
    public synchronized void close(Status status, Metadata trailers) {
      if (!refused) {
        closed = true;
        super.close(status, trailers);
      }
    }

    @Override
    public void request(int numMessages) {
      if (!refused) {
        super.request(numMessages);
      }
    }

    @Override
    public boolean isReady() {
      return !refused && super.isReady();
    }

    @Override
    public boolean isCancelled() {
      return refused || super.isCancelled();
    }
  }
}

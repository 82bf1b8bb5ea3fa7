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
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The pre-parse structure bound on every method of a service: a request larger than {@link #CHECKED_ABOVE_BYTES} may
 * have at most {@link #MAX_STRUCTURE_BYTES} bytes besides the contents of its {@code bytes} and {@code string} fields
 * ({@link MessageShape}), else it is refused {@code RESOURCE_EXHAUSTED} before gRPC's parse, which would otherwise
 * allocate gigabytes for a 64 MiB message of empty repeated fields or unknown fields (any message type takes those).
 * Constants, programs and module text of any size still pass, up to the server's max-inbound-message-size.
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
  /** Messages up to this size are parsed as they come: their structure cannot be larger. */
  public static final long CHECKED_ABOVE_BYTES = 1 << 20;
  /**
   * The most bytes of structure a larger message may have: about 35 MiB of heap once parsed at worst (measured for
   * empty ops), 150 MiB allocated by the parse. A client's op batches of up to 1024 ops take a few tens of KiB.
   */
  public static final long MAX_STRUCTURE_BYTES = 1 << 20;

  /** The refusal of the message this thread parsed last, and that message (as handed on); null when none. */
  private static final class Refused {
    Object message;
    Status status;
  }

  private static final ThreadLocal<Refused> LAST = ThreadLocal.withInitial(Refused::new);

  private StructureBound() {}

  /** {@code service} with every method's requests checked before they are parsed. */
  public static ServerServiceDefinition bind(ServerServiceDefinition service) {
    return ServiceRebinding.map(service, StructureBound::bound);
  }

  /** Whether {@code method}'s requests are checked (tests). */
  public static boolean bounds(MethodDescriptor<?, ?> method) {
    return method.getRequestMarshaller() instanceof Bounded<?>;
  }

  private static <Q, R> ServerMethodDefinition<Q, R> bound(ServerMethodDefinition<Q, R> m) {
    MethodDescriptor<Q, R> d = m.getMethodDescriptor();
    if (bounds(d)) {
      return m;
    }
    return ServerMethodDefinition.create(d.toBuilder(marshaller(d.getRequestMarshaller()), d.getResponseMarshaller())
        .build(), refusing(m.getServerCallHandler()));
  }

  /**
   * A marshaller parsing as {@code delegate} does, after checking a large message's structure. {@code delegate} must
   * know its message type ({@link MethodDescriptor.PrototypeMarshaller}, as protobuf's are); one that does not is
   * returned unchanged. A message read to check it goes to {@code delegate} as {@link WireBytes}.
   */
  public static <T> MethodDescriptor.Marshaller<T> marshaller(MethodDescriptor.Marshaller<T> delegate) {
    if (delegate instanceof Bounded<?> || !(delegate instanceof MethodDescriptor.PrototypeMarshaller<T> p)
        || !(p.getMessagePrototype() instanceof Message)) {
      return delegate;
    }
    return new Bounded<>(p);
  }

  private static final class Bounded<T> implements MethodDescriptor.PrototypeMarshaller<T> {
    private final MethodDescriptor.PrototypeMarshaller<T> delegate;
    private final Message prototype;

    Bounded(MethodDescriptor.PrototypeMarshaller<T> delegate) {
      this.delegate = delegate;
      this.prototype = (Message) delegate.getMessagePrototype();
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
      byte[] wire;
      try {
        if (stream instanceof KnownLength) {
          int length = stream.available(); // a known-length stream's available() is its whole length
          if (length <= CHECKED_ABOVE_BYTES) {
            return delegate.parse(stream);
          }
          wire = readFully(stream, length);
        } else {
          // a compressed message: gRPC bounds what it inflates by the inbound limit, and a few KiB of gzip may inflate
          // to 64 MiB of structure, so it is read and checked as any other
          wire = stream.readAllBytes();
          if (wire.length <= CHECKED_ABOVE_BYTES) {
            return delegate.parse(new WireBytes(wire));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      long structure = MessageShape.structureBytes(wire, wire.length, prototype.getDescriptorForType(),
          MAX_STRUCTURE_BYTES);
      if (structure > MAX_STRUCTURE_BYTES) {
        T empty = delegate.getMessagePrototype();
        last.message = empty;
        last.status = Status.RESOURCE_EXHAUSTED.withDescription("a " + prototype.getDescriptorForType().getName()
            + " of " + wire.length + " bytes has more than " + MAX_STRUCTURE_BYTES + " bytes besides the contents of "
            + "its bytes and string fields (ops, handles, lists, nested or unknown fields), which a message larger than "
            + CHECKED_ABOVE_BYTES + " bytes may not have: parsed, each such byte takes tens of bytes of heap");
        return empty;
      }
      return delegate.parse(new WireBytes(wire));
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

  /** The refusal made for {@code message} when it is what this thread parsed last, else null; empties the slot. */
  static Status takeRefusal(Object message) {
    Refused last = LAST.get();
    Status status = last.message == message ? last.status : null;
    last.message = null;
    last.status = null;
    return status;
  }

  /** {@code next}, except that a call handed a refused message ends with its refusal (see the class comment). */
  static <Q, R> ServerCallHandler<Q, R> refusing(ServerCallHandler<Q, R> next) {
    return (call, headers) -> {
      RefusableCall<Q, R> guarded = new RefusableCall<>(call);
      ServerCall.Listener<Q> inner = next.startCall(guarded, headers);
      return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(inner) {
        @Override
        public void onMessage(Q message) {
          if (guarded.refused()) {
            return;
          }
          Status refusal = takeRefusal(message);
          if (refusal != null) {
            guarded.refuse(refusal);
            super.onCancel(); // the handler stops as for a cancelled call; nothing it sends now goes out
            return;
          }
          super.onMessage(message);
        }

        @Override
        public void onHalfClose() {
          if (!guarded.refused()) {
            super.onHalfClose();
          }
        }

        @Override
        public void onCancel() {
          if (!guarded.refused()) {
            super.onCancel();
          }
        }

        @Override
        public void onComplete() {
          if (!guarded.refused()) {
            super.onComplete();
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
   * The call as its handler sees it: once refused, closed with the refusal, cancelled as far as the handler can tell,
   * and deaf to what the handler still sends (its other threads may be answering meanwhile: the call's methods take
   * one lock, so the refusal's close never runs at once with a send).
   */
  private static final class RefusableCall<Q, R> extends ForwardingServerCall.SimpleForwardingServerCall<Q, R> {
    private volatile boolean refused;

    RefusableCall(ServerCall<Q, R> call) {
      super(call);
    }

    boolean refused() {
      return refused;
    }

    synchronized void refuse(Status status) {
      refused = true;
      super.close(status, new Metadata());
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

package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import io.grpc.BindableService;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.List;
import org.springframework.stereotype.Service;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.FabricAck;
import org.torchtpu.api.v1.FabricChunk;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.FabricReceipt;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.fabric.bulk.BulkDecodeException;
import org.torchtpu.server.fabric.bulk.BulkReceiver;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * The Fabric gRPC service: receives parts of collectives from other hosts and stores them in this
 * host's mailbox for their receiving rank. Refuses more data than the header announced. Asks for
 * many messages at once: asking for one at a time costs a hand-off between gRPC's transport and
 * executor threads per chunk, and every byte received is kept until the part is complete anyway
 * (HTTP/2 flow control still bounds what is in flight). The chunks are joined without copying.
 * Parts of up to a few MiB come instead on a long-lived {@code Exchange} stream per sending host,
 * one message each, parsed so that their data is not copied once more ({@link AliasingPartMarshaller}).
 */
@Service
public class FabricService implements FabricGrpc.AsyncService, BindableService {
  /** Messages asked for when a delivery starts: more than any delivery sends. */
  private static final int REQUESTED_MESSAGES = Integer.MAX_VALUE;
  /** Parts of an exchange stream asked for ahead: many, so a part never waits for a request; topped up as they come. */
  private static final int EXCHANGE_WINDOW = 1 << 16;

  private final WorldRegistry worlds;

  public FabricService(WorldRegistry worlds) {
    this.worlds = worlds;
  }

  /**
   * The generated definition, with {@code Exchange}'s parts parsed without a second copy of their data
   * ({@link AliasingPartMarshaller}), and every method's large requests checked for structure before they are parsed
   * ({@link org.torchtpu.service.grpc.StructureBound}: only hosts call Fabric, and a part's data is a bytes field).
   */
  @Override
  public ServerServiceDefinition bindService() {
    return org.torchtpu.service.grpc.StructureBound.bind(AliasingPartMarshaller.exchangeAliased(FabricGrpc.bindService(this)));
  }

  private void checkHeader(ShardHeader header) {
    if (header.getWorldId().isEmpty() || header.getGroupKey().isEmpty() || header.getGroupSequence() == 0) {
      throw Status.INVALID_ARGUMENT.withDescription("a delivery header needs world_id, group_key and "
          + "group_sequence").asRuntimeException();
    }
    if (header.getPayloadBytes() < 0 || header.getPayloadBytes() > Integer.MAX_VALUE - 8) {
      throw Status.INVALID_ARGUMENT.withDescription("payload_bytes " + header.getPayloadBytes()
          + " is out of range").asRuntimeException();
    }
    for (TensorType type : header.getPayloadTypesList()) {
      try {
        Shapes.dims(type);
        Shapes.byteSize(type);
      } catch (IllegalArgumentException e) { // a negative or huge dim (OpTypeException), an unknown dtype
        throw Status.INVALID_ARGUMENT.withDescription("payload_types: " + e.getMessage()).asRuntimeException();
      }
    }
    worlds.checkRanks(header);
  }

  /**
   * Parts on a long-lived stream from another host, one message each. Runs on the transport
   * thread that read the part (see {@code ServerTransportConfiguration}): checks it, decodes it,
   * stores it in the mailbox and answers with a receipt, all without a hand-off. A part that fails
   * its checks is refused in its receipt; the stream goes on carrying the others.
   */
  @Override
  public StreamObserver<FabricPart> exchange(StreamObserver<FabricReceipt> out) {
    ServerCallStreamObserver<FabricReceipt> call = (ServerCallStreamObserver<FabricReceipt>) out;
    call.disableAutoRequest();
    call.request(EXCHANGE_WINDOW);
    return new StreamObserver<>() {
      private int untilRequest = EXCHANGE_WINDOW / 2;

      @Override
      public void onNext(FabricPart part) {
        FabricReceipt.Builder receipt = FabricReceipt.newBuilder().setId(part.getId());
        try {
          ShardHeader header = part.getHeader();
          checkHeader(header);
          if (part.getData().size() != header.getPayloadBytes()) {
            throw Status.INVALID_ARGUMENT.withDescription("part carries " + part.getData().size() + " bytes, its header "
                + "announced " + header.getPayloadBytes()).asRuntimeException();
          }
          // decoded here, before onNext returns: the part's data may be a view of gRPC's pooled receive buffers
          // (AliasingPartMarshaller), which carry other calls' bytes once this call is done with them
          worlds.receive(Shard.decoded(header, ShardCodec.decode(header.getPayloadTypesList(), part.getData())));
        } catch (StatusRuntimeException | DomainException e) { // this edge's own checks, or the registry's
          Status refused = ServiceStatuses.status(e);
          receipt.setErrorCode(refused.getCode().value()).setError(String.valueOf(refused.getDescription()));
        } catch (RuntimeException e) { // the data does not hold the stated types (OpTypeException) or worse
          receipt.setErrorCode(Status.Code.INVALID_ARGUMENT.value()).setError("delivery: " + e.getMessage());
        }
        try {
          out.onNext(receipt.build());
        } catch (RuntimeException e) {
          return; // the sender's stream is gone; the part is stored all the same
        }
        if (--untilRequest == 0) {
          untilRequest = EXCHANGE_WINDOW / 2;
          call.request(EXCHANGE_WINDOW / 2);
        }
      }

      @Override
      public void onError(Throwable t) {
        // the sending host went away or closed its channel: what arrived is stored, nothing else to do
      }

      @Override
      public void onCompleted() {
        out.onCompleted();
      }
    };
  }

  /**
   * One part on a call of its own: a header, then its data in chunks on the call, or, when the header offers the bulk
   * channel and this host admits the part's bytes there, on that channel under a ticket issued for this part alone
   * (the answer to the offer). The part is stored when all its bytes are here, whichever way they came, and the call
   * answered once the sender has also ended its side. A ticket is given up when the call ends first or the data comes
   * on the call after all.
   */
  @Override
  public StreamObserver<FabricChunk> deliver(StreamObserver<FabricAck> out) {
    ServerCallStreamObserver<FabricAck> call = (ServerCallStreamObserver<FabricAck>) out;
    call.disableAutoRequest();
    call.request(REQUESTED_MESSAGES);
    Delivery delivery = new Delivery(out);
    // once the sender half-closed (its bytes on the bulk channel), gRPC ends the call on its deadline or the sender's
    // cancellation through this handler alone, not onError: the ticket, and the bytes it admitted, are given up here
    call.setOnCancelHandler(delivery::cancelled);
    return delivery;
  }

  /** One part's Deliver call (see {@link #deliver}); its methods hold its lock, gRPC's and the bulk channel's alike. */
  private final class Delivery implements StreamObserver<FabricChunk> {
    private final StreamObserver<FabricAck> out;
    private ShardHeader header;
    private ByteString data = ByteString.EMPTY;
    private boolean failed;
    /** Admitted on the bulk channel, its bytes not here yet. */
    private BulkReceiver.Ticket<List<DeviceArray>> ticket;
    /** The call was answered (stored or refused): nothing more happens on it. */
    private boolean answered;
    /** The sender ended its side of the call (after its last chunk, or once the bulk channel acknowledged its bytes). */
    private boolean halfClosed;
    /**
     * The end of a call whose part was stored (or refused) before the sender ended its side: run when it does. A call
     * the server ends first is reset by the client (RST_STREAM), and a connection that resets more than
     * {@code RapidResetLimit} allows is closed with every call on it; bulk parts are stored as soon as their bytes are
     * read, often before that half-close.
     */
    private Runnable heldEnd;

    Delivery(StreamObserver<FabricAck> out) {
      this.out = out;
    }

    /** The call ended before it was answered (deadline, or the sender cancelled): nothing is stored. */
    synchronized void cancelled() {
      data = null;
      heldEnd = null;
      failed = true;
      giveUpTicket();
    }

    @Override
    public synchronized void onNext(FabricChunk chunk) {
      if (failed || answered) {
        return;
      }
      try {
        if (chunk.hasHeader()) {
          if (header != null) {
            throw Status.INVALID_ARGUMENT.withDescription("a delivery sent a second header").asRuntimeException();
          }
          header = chunk.getHeader();
          checkHeader(header);
          if (chunk.getBulkOffered()) {
            answerOffer();
          }
        } else {
          if (header == null) {
            throw Status.INVALID_ARGUMENT.withDescription("delivery data arrived before its header").asRuntimeException();
          }
          giveUpTicket(); // the data comes here after all (the sender's bulk connection failed)
          if (data.size() + (long) chunk.getData().size() > header.getPayloadBytes()) {
            throw Status.INVALID_ARGUMENT.withDescription("delivery sent more than the " + header.getPayloadBytes()
                + " bytes its header announced").asRuntimeException();
          }
          data = data.concat(chunk.getData()); // a rope: no copy
        }
      } catch (StatusRuntimeException | DomainException e) { // this edge's own checks, or the registry's
        failed = true;
        giveUpTicket();
        out.onError(ServiceStatuses.toException(e));
      }
    }

    /** A ticket if the bulk channel admits the part's bytes, else an empty answer: the chunks come on the call. */
    private void answerOffer() {
      long typesBytes = ShardCodec.byteSize(header.getPayloadTypesList());
      if (typesBytes != header.getPayloadBytes()) { // before admitting: no bytes are sent for a part that cannot be kept
        throw Status.INVALID_ARGUMENT.withDescription("payload_bytes " + header.getPayloadBytes() + " but payload_types "
            + "need " + typesBytes).asRuntimeException();
      }
      BulkReceiver bulk = worlds.bulkReceiver();
      BulkReceiver.Ticket<List<DeviceArray>> t = bulk == null ? null
          : bulk.admit(header.getPayloadBytes(), new PartDecoder(header.getPayloadTypesList(), header.getPayloadBytes()));
      if (t == null) {
        out.onNext(FabricAck.getDefaultInstance());
        return;
      }
      ticket = t;
      out.onNext(FabricAck.newBuilder().setBulkTicket(ByteString.copyFrom(t.id())).setBulkPort(bulk.port()).build());
      // fails when given up (by this call), or when the bytes did not make the header's types
      t.data().whenComplete((arrays, failure) -> arrived(t, arrays, failure));
    }

    /** On the bulk channel's reading thread: the arrays decoded from the ticket's bytes, exactly as many as admitted. */
    private synchronized void arrived(BulkReceiver.Ticket<List<DeviceArray>> t, List<DeviceArray> arrays,
        Throwable failure) {
      if (ticket != t || failed || answered) {
        return; // given up: this call ended, or its data came on the call after all
      }
      ticket = null;
      Throwable cause = failure instanceof java.util.concurrent.CompletionException ? failure.getCause() : failure;
      if (cause instanceof BulkDecodeException) { // acknowledged: the sender half-closes and sends no chunks
        answered = true;
        refuse(Status.INVALID_ARGUMENT.withDescription("delivery: " + cause.getMessage()).asRuntimeException());
        return;
      }
      if (cause != null) { // the transfer failed unacknowledged (or the channel closed): the chunks come on the call
        if (halfClosed) {
          store(data); // none came: refused as truncated
        }
        return;
      }
      store(() -> arrays, header.getPayloadBytes());
    }

    private void giveUpTicket() {
      BulkReceiver.Ticket<List<DeviceArray>> t = ticket;
      if (t != null) {
        ticket = null; // first: cancelling fails the ticket's data at once, and arrived() must see it given up
        t.cancel();
      }
    }

    @Override
    public synchronized void onError(Throwable t) {
      data = null; // the sender gave up or its host died: nothing is stored
      giveUpTicket();
    }

    @Override
    public synchronized void onCompleted() {
      halfClosed = true;
      if (heldEnd != null) {
        heldEnd.run();
        heldEnd = null;
        return;
      }
      if (failed || answered || ticket != null) {
        return; // refused, or answered already, or its bytes are on their way on the bulk channel
      }
      if (header == null) {
        out.onError(Status.INVALID_ARGUMENT.withDescription("delivery had no header").asRuntimeException());
        return;
      }
      store(data);
    }

    private void store(ByteString bytes) {
      if (bytes.size() != header.getPayloadBytes()) {
        answered = true;
        refuse(Status.INVALID_ARGUMENT.withDescription("delivery was truncated: got " + bytes.size() + " of "
            + header.getPayloadBytes() + " bytes").asRuntimeException());
        return;
      }
      store(() -> ShardCodec.decode(header.getPayloadTypesList(), bytes), bytes.size());
    }

    /** Stores the part's arrays (decoded now, or already) and answers the call. */
    private void store(java.util.function.Supplier<List<DeviceArray>> arrays, long byteCount) {
      answered = true;
      try {
        worlds.receive(Shard.decoded(header, arrays.get()));
      } catch (OpTypeException e) {
        refuse(Status.INVALID_ARGUMENT.withDescription("delivery: " + e.getMessage()).asRuntimeException());
        return;
      } catch (DomainException e) { // refused by the mailbox (the parts held for absent ranks reach their bound)
        refuse(ServiceStatuses.toException(e));
        return;
      } catch (RuntimeException e) { // on the bulk channel's thread nothing else would answer the call
        refuse(Status.INTERNAL.withDescription("delivery: " + e).asRuntimeException());
        return;
      }
      FabricAck stored = FabricAck.newBuilder().setBytes(byteCount).build();
      // the part is stored: its rank goes on; only the answer waits for the sender's half-close
      endWhenHalfClosed(() -> answer(stored));
    }

    /** Refuses the part once the sender has half-closed (after its bulk bytes were acknowledged, it does). */
    private void refuse(StatusRuntimeException refusal) {
      endWhenHalfClosed(() -> out.onError(refusal));
    }

    private void endWhenHalfClosed(Runnable end) {
      if (halfClosed) {
        end.run();
      } else {
        heldEnd = end;
      }
    }

    private void answer(FabricAck stored) {
      out.onNext(stored);
      out.onCompleted();
    }
  }
}

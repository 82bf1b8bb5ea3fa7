package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.FabricAck;
import org.torchtpu.api.v1.FabricChunk;
import org.torchtpu.api.v1.FabricGrpc;

/** The test hosts' tell-tale for a call stuck in a host's code at stop (TestHost fails the test on one). */
class OpenCallsTest {
  /** Blocks in its handler while {@code release} is closed; another call just stays open, no thread in it. */
  private static final class Blocking extends FabricGrpc.FabricImplBase {
    final CountDownLatch inside = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);

    @Override
    public StreamObserver<FabricChunk> deliver(StreamObserver<FabricAck> out) {
      return new StreamObserver<>() {
        @Override
        public void onNext(FabricChunk chunk) {
          if (chunk.getData().size() == 1) { // the stuck one
            inside.countDown();
            try {
              release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
        }

        @Override
        public void onError(Throwable t) {
        }

        @Override
        public void onCompleted() {
          out.onCompleted();
        }
      };
    }
  }

  @Test
  void aCallWithAThreadInItsHandlerIsNamedAndOneOnlyLeftOpenIsNot() throws Exception {
    OpenCalls calls = new OpenCalls();
    Blocking service = new Blocking();
    String name = InProcessServerBuilder.generateName();
    Server server = InProcessServerBuilder.forName(name).addService(service).intercept(calls).build().start();
    ManagedChannel channel = InProcessChannelBuilder.forName(name).build();
    try {
      StreamObserver<FabricChunk> idle = FabricGrpc.newStub(channel).deliver(new Ignoring());
      idle.onNext(FabricChunk.newBuilder().setData(com.google.protobuf.ByteString.copyFrom(new byte[2])).build());
      StreamObserver<FabricChunk> stuck = FabricGrpc.newStub(channel).deliver(new Ignoring());
      stuck.onNext(FabricChunk.newBuilder().setData(com.google.protobuf.ByteString.copyFrom(new byte[1])).build());
      assertThat(service.inside.await(30, TimeUnit.SECONDS)).isTrue();
      long started = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      // the idle call's start, and its one quick message, may reach the server after the stuck call's: wait (bounded)
      // until it is open with no thread left in it
      while ((calls.open() < 2 || !calls.running().equals("torchtpu.v1.Fabric/Deliver"))
          && System.nanoTime() < started) {
        Thread.sleep(10);
      }
      assertThat(calls.open()).isEqualTo(2);
      assertThat(calls.running()).isEqualTo("torchtpu.v1.Fabric/Deliver");
      service.release.countDown();
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (!calls.running().isEmpty() && System.nanoTime() < end) {
        Thread.sleep(10);
      }
      assertThat(calls.running()).as("no thread in either call now").isEmpty();
      idle.onCompleted();
      stuck.onCompleted();
      while (calls.open() > 0 && System.nanoTime() < end) {
        Thread.sleep(10);
      }
      assertThat(calls.open()).as("both ended").isZero();
    } finally {
      service.release.countDown();
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  private static final class Ignoring implements StreamObserver<FabricAck> {
    @Override
    public void onNext(FabricAck ack) {
    }

    @Override
    public void onError(Throwable t) {
    }

    @Override
    public void onCompleted() {
    }
  }
}

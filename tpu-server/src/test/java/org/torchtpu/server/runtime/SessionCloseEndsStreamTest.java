package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.runtime.HeapStreams.await;

import io.grpc.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.server.runtime.HeapStreams.Stream;

/**
 * A session's close ends its open op streams at once, NOT_FOUND, even when no batch of theirs is queued: an idle
 * stream used to stay open, telling its client nothing, until the client sent again.
 */
@Timeout(120) // a hang guard, not a timing assertion
class SessionCloseEndsStreamTest {
  private final HeapStreams host = new HeapStreams(8);

  @Test
  void closingASessionEndsItsIdleStreamsNotFound() throws Exception {
    String id = host.open("idle");
    Stream ran = host.stream(id);
    ran.sendAll(1, 1);
    await(() -> ran.acknowledgedBatch(1), "the stream's batch ran"); // nothing of this stream is queued now
    Stream unused = host.stream(id); // opened, never sent a batch
    unused.call().awaitRequested(2); // the server took its opening message and waits for a batch

    host.sessions.close(id);

    for (Stream s : new Stream[] {ran, unused}) {
      await(s.call()::ended, "the closed session's stream ends without the client sending again");
      assertThat(s.call().completed).isFalse();
      Status status = Status.fromThrowable(s.call().error);
      assertThat(status.getCode()).isEqualTo(Status.Code.NOT_FOUND);
      assertThat(status.getDescription()).contains("session " + id + " was closed");
    }
  }
}

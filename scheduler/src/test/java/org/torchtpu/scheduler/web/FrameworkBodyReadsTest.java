package org.torchtpu.scheduler.web;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.torchtpu.testing.FrameworkBodyReads;

/**
 * The scheduler's REST port with two request threads: bodies Spring itself would read before our filters or handlers
 * (a keyless form PUT, PATCH or DELETE; a tenant's multipart job POST, past the key filter but before the tenant's call
 * share counts it). Before the application turned those readers off, the first such trickle was never answered and
 * three of them left the port answering no one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=framework-body-reads-test",
    "spring.datasource.url=jdbc:h2:mem:framework-body-reads-test;DB_CLOSE_DELAY=-1",
    "management.server.port=0",
    "server.tomcat.threads.max=" + FrameworkBodyReadsTest.THREADS,
    "server.tomcat.threads.min-spare=1",
    "torchtpu.rest.leftover-body-time=1s",
    // SHA-256 of "tenant-key-1"
    "torchtpu.security.tenants.team-a.api-key-sha256=ff547f8cc024179344288cb9268ba48808338c3f8acd7612c55a2808e6a299ab"})
class FrameworkBodyReadsTest {
  static final int THREADS = 2;
  @LocalServerPort
  int port;

  @Test
  void formAndMultipartBodiesTrickledByMoreClientsThanThreadsAreAnsweredUnreadAndClosed() throws Exception {
    List<FrameworkBodyReads.Trickle> trickles = new ArrayList<>(FrameworkBodyReads.keylessForms("/api/v1/jobs"));
    trickles.add(FrameworkBodyReads.multipart("/api/v1/jobs", "tenant-key-1", 415));
    FrameworkBodyReads.assertNoneHoldsAThread(port, THREADS, trickles, "GET /api/v1/jobs HTTP/1.1\r\nHost: x\r\n"
        + "X-API-Key: tenant-key-1\r\nConnection: close\r\n\r\n");
  }
}
